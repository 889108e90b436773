/** User Roles: what each role lets a person do, and which roles the user holds here. */
import { useEffect } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { routesStore } from '../../domain/access/access-slice.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { usersStore } from './users-slice.ts';
import { fetchUserRoles } from './roles-api.ts';
import styles from './user-roles-page.module.css';
import '../../shared-core.ts';

export default function UserRolesPage() {
  const roles = useStore(usersStore, (s) => s.roles);
  const loading = useStore(usersStore, (s) => s.loadingRoles);
  const error = useStore(usersStore, (s) => s.error);
  const mine = useStore(routesStore, (s) => s.userRoles);

  useEffect(() => {
    void fetchUserRoles();
  }, []);

  return (
    <section>
      <PageHeader title="User Roles" />
      <p className={styles.lead}>
        Roles are given per institution by its user managers. Your roles in the chosen institution are marked.
      </p>
      {loading && <Spinner delayMs={250} />}
      {error && (
        <Alert variant="error" title={error}>
          <Button variant="secondary" onClick={() => void fetchUserRoles()}>
            Try again
          </Button>
        </Alert>
      )}
      {!loading && !error && roles.length > 0 && (
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
            {roles.map((role) => (
              <tr key={role.keyid}>
                <th scope="row">{role.label}</th>
                <td>{role.description}</td>
                <td>{mine.includes(role.name) ? 'You hold this role' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
