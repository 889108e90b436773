/** Home: who is signed in, the chosen institution, and where to go next. */
import { useStore } from '../../lib/store/use-store.ts';
import { sessionInstitutions, sessionStore } from '../../lib/session/session.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import styles from './pages.module.css';

export default function HomePage() {
  const firstName = useStore(sessionStore, (s) => s.user_first_name ?? '');
  const institutionsRaw = useStore(sessionStore, (s) => s.user_institutions);
  const selected = useStore(sessionStore, (s) => s.selected_institution_id);
  const institution = sessionInstitutions({ user_institutions: institutionsRaw }).find((i) => String(i.id) === selected);

  return (
    <section>
      <PageHeader title={firstName ? `Welcome, ${firstName}` : 'Welcome'} />
      <div className={styles.cards}>
        <Card>
          <h2 className={styles.cardTitle}>Institution</h2>
          {institution ? (
            <p>
              You are working in <strong>{institution.name}</strong>.
            </p>
          ) : (
            <p>You have not chosen an institution yet.</p>
          )}
          <Link to={paths.institutions()}>{institution ? 'Change institution' : 'Choose an institution'}</Link>
        </Card>
        <Card>
          <h2 className={styles.cardTitle}>Help</h2>
          <p>Read the user manual, or send a request to support from the menu under your name.</p>
          <Link to={paths.userManual()}>Open the user manual</Link>
        </Card>
      </div>
    </section>
  );
}
