/** The 500 page. */
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import styles from './error-page.module.css';

// The logo is the layout's, above the card's text: shown once.
export default function ServerErrorPage() {
  return (
    <div className={styles.errorPage}>
      <p className={styles.code}>500</p>
      <h1 className={styles.errorTitle}>Something went wrong.</h1>
      <p>The server could not complete the request. Please try again in a few minutes.</p>
      <Link to={paths.home()} className={styles.primaryLink}>
        Return to website
      </Link>
    </div>
  );
}
