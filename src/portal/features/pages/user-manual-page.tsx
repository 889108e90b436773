/** User Manual: how to use the portal's parts in this version. */
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import styles from './pages.module.css';
import { runtimeConfig } from '../../lib/config/runtime.ts';

export default function UserManualPage() {
  return (
    <section>
      <PageHeader title="User Manual" />
      <Card>
        <h2 className={styles.cardTitle}>Signing in</h2>
        <p>
          Sign in with your email and password. Sessions last {runtimeConfig().sessionMinutes} minutes; after that, sign in again. If you forget your
          password, use “Forgot your password?” on the sign-in page.
        </p>
        <h2 className={styles.cardTitle}>Choosing an institution</h2>
        <p>
          After signing in you choose the institution you work in. What you can see and do depends on your roles there; the
          User Roles page lists them. The first time, you are asked to accept the Terms and Conditions for that institution.
        </p>
        <h2 className={styles.cardTitle}>Getting help</h2>
        <p>
          Open the menu under your name and choose Support. Pick a reason, describe the problem, and send it. Do not include
          personal identifiable information about subjects.
        </p>
      </Card>
    </section>
  );
}
