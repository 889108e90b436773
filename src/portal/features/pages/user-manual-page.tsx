/** User Manual: how to use the portal's parts in this version. */
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { pagesMessages } from './messages/index.ts';
import styles from './pages.module.css';

export default function UserManualPage() {
  const t = useT(pagesMessages);
  return (
    <section>
      <PageHeader title={t('manual.title')} />
      <Card>
        <h2 className={styles.cardTitle}>{t('manual.signingIn')}</h2>
        <p>{t('manual.signingInText', { minutes: runtimeConfig().sessionMinutes })}</p>
        <h2 className={styles.cardTitle}>{t('manual.choosing')}</h2>
        <p>{t('manual.choosingText')}</p>
        <h2 className={styles.cardTitle}>{t('manual.help')}</h2>
        <p>{t('manual.helpText')}</p>
        <h2 className={styles.cardTitle}>{t('manual.language')}</h2>
        <p>{t('manual.languageText')}</p>
      </Card>
    </section>
  );
}
