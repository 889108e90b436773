/** The 404 page (spec §2). */
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import styles from './pages.module.css';

export default function NotFoundPage() {
  return (
    <div className={styles.errorPage}>
      <img src="/portal/logo.svg" alt="Portal logo" width={72} height={72} />
      <p className={styles.code}>404</p>
      <h1 className={styles.errorTitle}>Page not found.</h1>
      <p>The page you are looking for might have been removed.</p>
      <Link to={paths.home()} className={styles.primaryLink}>
        Return to website
      </Link>
    </div>
  );
}
