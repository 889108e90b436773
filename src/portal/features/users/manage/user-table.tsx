/**
 * The users table: one row per user with their roles, groups, owner mark, status and link state.
 * Three columns, the email under the name and the Manage button under the status and able to wrap at its dots and @, so the table fits
 * with text at 200 % (quality bar) without a style sheet of its own.
 */
import { Fragment } from 'react';
import type { PortalUser } from '../../../../contract/types.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { usersMessages } from '../messages/index.ts';
import { manageMessages } from './messages/index.ts';
import table from '../user-roles-page.module.css';
import styles from './users-page.module.css';

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
    <table className={`${table.table} ${styles.users}`}>
      <caption className={table.caption}>{t('users.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('users.name')}</th>
          <th scope="col">{t('users.roles')}</th>
          <th scope="col">{t('users.status')}</th>
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
                <strong>{user.linked ? t('users.linked') : t('users.unlinked')}</strong>
                <br />
                <small>{t(`users.training.${user.evaluator_status}`)}</small>
                <br />
                <Button variant="secondary" size="small" aria-label={t('users.manageNamed', { name })} onClick={() => onManage(user)}>
                  {t('users.manage')}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
