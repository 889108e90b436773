/**
 * The institution's pending invitations, above its users list: people with an account of their
 * own who were invited and have not answered yet. They are no users of the institution until they
 * accept. Each row says whether the person made the account themselves, which roles they were
 * offered, when and by whom; a user manager may withdraw the invitation after the confirmation.
 * Nothing is shown while none is pending.
 */
import { useState } from 'react';
import type { InstitutionInvitation } from '../../../../contract/types.ts';
import { succeeded } from '../../../domain/messages/catalogue.ts';
import { dateFormat } from '../../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../../lib/i18n/use-t.ts';
import type { Resource } from '../../../lib/resource/use-resource.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { usersMessages } from '../messages/index.ts';
import { withdrawInvitation } from '../users-api.ts';
import { InlineConfirm } from '../../../ui/inline-confirm.tsx';
import { manageMessages } from './messages/index.ts';
import { userFailure, userSuccess } from './user-toasts.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.tsx';
import table from '../user-roles-page.module.css';
import styles from './users-page.module.css';

export interface PendingInvitationsProps {
  invitations: Resource<{ invitations: InstitutionInvitation[]; total_rows: number }>;
  institutionName: string;
  /** Whether the reader may withdraw invitations (set_inst). */
  canWithdraw: boolean;
}

export function PendingInvitations({ invitations, institutionName, canWithdraw }: PendingInvitationsProps) {
  const t = useT(manageMessages);
  const tr = useT(usersMessages);
  const locale = useLocale();
  const [confirming, setConfirming] = useState<InstitutionInvitation | null>(null);
  const [busy, setBusy] = useState(false);
  const list = invitations.data?.invitations ?? [];
  if (!list.length) return null;
  const when = dateFormat(locale, { dateStyle: 'medium' });
  const total = invitations.data?.total_rows ?? list.length;

  const withdraw = async (invitation: InstitutionInvitation) => {
    setBusy(true);
    const result = await withdrawInvitation(invitation.user_id);
    setBusy(false);
    setConfirming(null);
    if (!result.ok) return userFailure(result);
    userSuccess(succeeded('invitationWithdrawn'));
    invitations.reload();
  };

  return (
    <section aria-labelledby="pending-invitations" className={styles.invitations}>
      <h2 id="pending-invitations">{t('invitations.title')}</h2>
      <p>{t('invitations.lead', { institution: institutionName })}</p>
      {confirming ? (
        <InlineConfirm
          text={t('invitations.confirmWithdraw', { name: `${confirming.name} ${confirming.lastname}`, institution: institutionName })}
          danger
          busy={busy}
          onConfirm={() => void withdraw(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      <DataTable className={table.table} stackBelow="medium">
        {/* Named for screen readers' table lists; the heading above says it on screen. */}
        <caption className={visuallyHidden}>{t('invitations.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" data-label="">{t('invitations.person')}</th>
            <th scope="col" data-label="">{t('invitations.roles')}</th>
            <th scope="col" data-label="">{t('invitations.invited')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((invitation) => {
            const name = `${invitation.name} ${invitation.lastname}`;
            return (
              <tr key={invitation.id}>
                <th scope="row">
                  {name}
                  <br />
                  <small>
                    {invitation.email} · {t(invitation.self_registered ? 'invitations.selfRegistered' : 'invitations.madeByInstitution')}
                  </small>
                </th>
                <td>
                  {invitation.roles.length ? invitation.roles.map((role) => tr(`role.${role}.label`)).join(', ') : t('users.noRoles')}
                  {invitation.group.group_no !== 0 ? (
                    <>
                      <br />
                      <small>
                        {t('users.groups')}: {invitation.group.name}
                      </small>
                    </>
                  ) : null}
                </td>
                <td>
                  {t('invitations.invitedOn', { date: when.format(new Date(invitation.invited_at)), by: invitation.invited_by })}
                  {canWithdraw ? (
                    <>
                      <br />
                      <Button variant="secondary" size="small" aria-label={t('invitations.withdrawNamed', { name })} onClick={() => setConfirming(invitation)}>
                        {t('invitations.withdraw')}
                      </Button>
                    </>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      {total > list.length ? <p>{t('invitations.more', { shown: list.length, count: total })}</p> : null}
    </section>
  );
}
