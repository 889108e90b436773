/**
 * The signed-in person's pending invitations, on the Institutions page: an institution's user
 * manager invited their account, and they join only if they accept (issue 31). Accepting adds the
 * institution to their list with the roles offered; declining removes the invitation. Declining
 * asks first: only the institution can invite again. Nothing is shown while none is pending.
 */
import { useState } from 'react';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import type { OwnInvitation } from '../../../contract/types.ts';
import { failed, succeeded } from '../../domain/messages/catalogue.ts';
import { api } from '../../lib/http/api.ts';
import { dateFormat } from '../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { notifyError, notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Button } from '../../ui/button.tsx';
import { InlineConfirm } from '../../ui/inline-confirm.tsx';
import { institutionsMessages } from './messages/index.ts';
import styles from './institutions-page.module.css';

/** The person's pending invitations, loaded once with the page. */
export function useOwnInvitations() {
  // Quiet when it fails: the institutions list carries the page and says when the portal cannot
  // reach the server (and signs out on an expired session); invitations show on the next visit.
  return useResource((signal) => api.call(userEndpoints.listOwnInvitations, { signal, fallback: failed('invitationsLoad'), central: false }), []);
}

export interface InvitationsProps {
  invitations: ReturnType<typeof useOwnInvitations>;
  /** After an invitation was accepted: the institutions list changed. */
  onJoined: () => void;
}

export function Invitations({ invitations, onJoined }: InvitationsProps) {
  const t = useT(institutionsMessages);
  const locale = useLocale();
  const [busy, setBusy] = useState<number | null>(null);
  const [declining, setDeclining] = useState<OwnInvitation | null>(null);
  const list = invitations.data?.invitations ?? [];
  if (!list.length) return null;
  const when = dateFormat(locale, { dateStyle: 'medium' });

  const answer = async (invitation: OwnInvitation, accept: boolean) => {
    setBusy(invitation.id);
    const result = await api.call(userEndpoints.answerInvitation, {
      params: { id: invitation.id },
      query: { accept: accept ? 1 : 0 },
      fallback: failed('invitationAnswer'),
    });
    setBusy(null);
    setDeclining(null);
    if (!result.ok) {
      notifyError(result.message);
      invitations.reload();
      return;
    }
    notifySuccess(succeeded(accept ? 'invitationAccepted' : 'invitationDeclined'));
    invitations.reload();
    if (accept) onJoined();
  };

  return (
    <section aria-labelledby="own-invitations" className={styles.invitations}>
      <h2 id="own-invitations">{t('invitations.title')}</h2>
      <p>{t('invitations.lead')}</p>
      <ul className={styles.list} aria-label={t('invitations.title')}>
        {list.map((invitation) => (
          <li key={invitation.id} className={styles.item}>
            <div>
              <div className={styles.name}>{invitation.institution_name}</div>
              <div className={styles.meta}>
                {t('invitations.from', { by: invitation.invited_by, date: when.format(new Date(invitation.invited_at)) })}
              </div>
              {declining?.id === invitation.id ? (
                <InlineConfirm
                  text={t('invitations.confirmDecline', { name: invitation.institution_name })}
                  confirmLabel={t('invitations.declineNow')}
                  danger
                  busy={busy === invitation.id}
                  onConfirm={() => void answer(invitation, false)}
                  onCancel={() => setDeclining(null)}
                />
              ) : null}
            </div>
            {declining?.id !== invitation.id ? (
              <div className={styles.answers}>
                <Button
                  variant="secondary"
                  disabled={busy !== null}
                  aria-label={t('invitations.declineNamed', { name: invitation.institution_name })}
                  onClick={() => setDeclining(invitation)}
                >
                  {t('invitations.decline')}
                </Button>
                <Button
                  busy={busy === invitation.id}
                  disabled={busy !== null}
                  aria-label={t('invitations.acceptNamed', { name: invitation.institution_name })}
                  onClick={() => void answer(invitation, true)}
                >
                  {t('invitations.accept')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
