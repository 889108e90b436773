/** The 404 page (spec §2). */
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import styles from './error-page.module.css';

// The logo is the layout's, above the card's text: shown once.
export default function NotFoundPage() {
  return (
    <div className={styles.errorPage}>
      <p className={styles.code}>404</p>
      <h1 className={styles.errorTitle}>Page not found.</h1>
      <p>The page you are looking for might have been removed.</p>
      <Link to={paths.home()} className={styles.primaryLink}>
        Return to website
      </Link>
    </div>
  );
}
