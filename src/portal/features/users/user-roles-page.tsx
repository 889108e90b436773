/** User Roles: what each role lets a person do, and which roles the user holds here. */
import { useCaller } from '../../domain/access/caller.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { fetchUserRoles } from './roles-api.ts';
import { rolesStateOf } from './users-slice.ts';
import styles from './user-roles-page.module.css';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLanguage, useT } from '../../lib/i18n/use-t.ts';
import { usersMessages } from './messages/index.ts';
import { roleTexts } from './role-texts.ts';
import { DataTable } from '../../ui/data-table.tsx';

export default function UserRolesPage() {
  const t = useT(usersMessages);
  const language = useLanguage();
  const roles = useResource((signal) => fetchUserRoles(signal), []);
  const mine: readonly string[] = useCaller().member?.roles ?? [];

  return (
    <section>
      <PageHeader title={t('roles.title')} description={t('roles.lead')} />
      <ResourceView
        resource={roles}
        // spec §4: a rejected roles fetch stores 'Failed to fetch user roles'.
        failedTitle={<MessageText message={rolesStateOf(roles).error ?? ''} />}
        empty={{
          title: t('roles.empty.title'),
          text: t('roles.empty.text'),
        }}
      >
        {(list) => (
          <DataTable className={styles.table} stackBelow="medium">
            <caption className={styles.caption}>{t('roles.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('roles.role')}</th>
                <th scope="col">{t('roles.allows')}</th>
                <th scope="col">{t('roles.yours')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((role) => {
                const { label, description } = roleTexts(role, language, t);
                return (
                  <tr key={role.keyid}>
                    <th scope="row">{label}</th>
                    <td>{description}</td>
                    <td>{mine.includes(role.name) ? t('roles.held') : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
      </ResourceView>
    </section>
  );
}
