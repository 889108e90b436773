/**
 * The users table: one row per user with their roles, groups, owner mark, status and link state.
 * Three columns, the email under the name (able to wrap at its dots and @) and the Manage button
 * under the status. Stacked on a phone, each user is a card: every column's content speaks for
 * itself, so the cards show no column labels and give the whole width to the name and email.
 */
import { Fragment } from 'react';
import type { PortalUser } from '../../../../contract/types.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { usersMessages } from '../messages/index.ts';
import { manageMessages } from './messages/index.ts';
import table from '../user-roles-page.module.css';

/** What the list says of a person's second factors (an older server says only whether there is one: an app). */
function factorsKey(user: { second_factor: boolean; second_factors?: readonly string[] | undefined }) {
  if (!user.second_factor) return 'users.secondFactorOff' as const;
  const kinds = user.second_factors ?? [];
  if (!kinds.includes('passkey')) return 'users.secondFactorOn' as const;
  return kinds.includes('totp') ? ('users.secondFactorBoth' as const) : ('users.secondFactorPasskey' as const);
}

export interface UserTableProps {
  users: readonly PortalUser[];
  onManage: (user: PortalUser) => void;
}

/** An email with break opportunities after its @ and dots. */
function Email({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}

export function UserTable({ users, onManage }: UserTableProps) {
  const t = useT(manageMessages);
  const tr = useT(usersMessages);
  return (
    <DataTable className={table.table} stackBelow="medium">
      <caption className={table.caption}>{t('users.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" data-label="">{t('users.name')}</th>
          <th scope="col" data-label="">{t('users.roles')}</th>
          <th scope="col" data-label="">{t('users.status')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = `${user.name} ${user.lastname}`;
          return (
            <tr key={user.id}>
              <th scope="row">
                {name}
                {user.is_owner ? <strong> · {t('users.owner')}</strong> : null}
                <br />
                <small>
                  <Email email={user.email} />
                  {user.user_role ? ` · ${user.user_role}` : ''}
                </small>
              </th>
              <td>
                {user.roles.length ? user.roles.map((role) => tr(`role.${role}.label`)).join(', ') : t('users.noRoles')}
                <br />
                <small>
                  {t('users.groups')}: {user.groups.length ? user.groups.map((g) => g.name).join(', ') : t('users.noGroups')}
                </small>
              </td>
              <td>
                <strong>{user.linked ? t('users.linked') : user.invited ? t('users.invitedAgain') : t('users.unlinked')}</strong>
                <br />
                <small>{t(`users.training.${user.evaluator_status}`)}</small>
                <br />
                <small>{t(factorsKey(user))}</small>
                <br />
                <Button variant="secondary" size="small" aria-label={t('users.manageNamed', { name })} onClick={() => onManage(user)}>
                  {t('users.manage')}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
