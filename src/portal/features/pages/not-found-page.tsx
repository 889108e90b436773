/** The 404 page (spec §2). */
import { Link } from '../../lib/router/link.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { paths } from '../../domain/paths.ts';
import { pagesMessages } from './messages/index.ts';
import styles from './error-page.module.css';

// The logo is the layout's, above the card's text: shown once.
export default function NotFoundPage() {
  const t = useT(pagesMessages);
  return (
    <div className={styles.errorPage}>
      <p className={styles.code}>404</p>
      <h1 className={styles.errorTitle}>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home()} className={styles.primaryLink}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
