/** The users table: one row per user with their roles, groups, owner mark, status and link state. */
import type { PortalUser } from '../../../../contract/types.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { usersMessages } from '../messages/index.ts';
import { manageMessages } from './messages/index.ts';
import table from '../user-roles-page.module.css';
import { DataTable } from '../../../ui/data-table.tsx';

export interface UserTableProps {
  users: readonly PortalUser[];
  onManage: (user: PortalUser) => void;
}

export function UserTable({ users, onManage }: UserTableProps) {
  const t = useT(manageMessages);
  const tr = useT(usersMessages);
  return (
    <DataTable className={table.table}>
        <caption className={table.caption}>{t('users.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('users.name')}</th>
            <th scope="col">{t('users.email')}</th>
            <th scope="col">{t('users.roles')}</th>
            <th scope="col">{t('users.groups')}</th>
            <th scope="col">{t('users.status')}</th>
            <th scope="col">{t('users.actions')}</th>
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
                  {user.user_role ? (
                    <>
                      <br />
                      <small>{user.user_role}</small>
                    </>
                  ) : null}
                </th>
                <td>{user.email}</td>
                <td>{user.roles.length ? user.roles.map((role) => tr(`role.${role}.label`)).join(', ') : t('users.noRoles')}</td>
                <td>{user.groups.length ? user.groups.map((g) => g.name).join(', ') : t('users.noGroups')}</td>
                <td>
                  <strong>{user.linked ? t('users.linked') : t('users.unlinked')}</strong>
                  <br />
                  <small>{t(`users.training.${user.evaluator_status}`)}</small>
                </td>
                <td>
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
