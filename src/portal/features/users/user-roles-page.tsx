/** User Roles: what each role lets a person do, and which roles the user holds here. */
import { useStore } from '../../lib/store/use-store.ts';
import { routesStore } from '../../domain/access/access-slice.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { fetchUserRoles } from './roles-api.ts';
import styles from './user-roles-page.module.css';
import { MessageText } from '../../lib/i18n/message-text.tsx';

export default function UserRolesPage() {
  const roles = useResource((signal) => fetchUserRoles(signal), []);
  const mine = useStore(routesStore, (s) => s.userRoles);

  return (
    <section>
      <PageHeader title="User Roles" />
      <p className={styles.lead}>
        Roles are given per institution by its user managers. Your roles in the chosen institution are marked.
      </p>
      <ResourceView
        resource={roles}
        failedTitle={<MessageText message={failed('userRolesFetch')} />}
        empty={{
          title: 'No roles are defined yet',
          text: 'Roles appear here once the portal is set up for your institution. Contact support if this stays empty.',
        }}
      >
        {(list) => (
          <table className={styles.table}>
            <caption className={styles.caption}>Roles of the portal</caption>
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">What it allows</th>
                <th scope="col">Your role</th>
              </tr>
            </thead>
            <tbody>
              {list.map((role) => (
                <tr key={role.keyid}>
                  <th scope="row">{role.label}</th>
                  <td>{role.description}</td>
                  <td>{mine.includes(role.name) ? 'You hold this role' : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ResourceView>
    </section>
  );
}
