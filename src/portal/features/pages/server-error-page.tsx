/** The 500 page. */
import { Link } from '../../lib/router/link.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { paths } from '../../domain/paths.ts';
import { pagesMessages } from './messages/index.ts';
import styles from './error-page.module.css';

// The logo is the layout's, above the card's text: shown once.
export default function ServerErrorPage() {
  const t = useT(pagesMessages);
  return (
    <div className={styles.errorPage}>
      <p className={styles.code}>500</p>
      <h1 className={styles.errorTitle}>{t('serverError.title')}</h1>
      <p>{t('serverError.text')}</p>
      <Link to={paths.home()} className={styles.primaryLink}>
        {t('serverError.back')}
      </Link>
    </div>
  );
}
