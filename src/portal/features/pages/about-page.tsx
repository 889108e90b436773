/** About: the product, the portal's version and build date, the configuration version, support. */
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { buildInfo } from '../../lib/config/build-info.ts';
import { formatDate } from '../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { configDate, configVersion } from '../../../contract/constants.ts';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pagesMessages } from './messages/index.ts';
import styles from './pages.module.css';

/** The spec writes the configuration date month first (06-27-2025); people read it in their own way. */
function configurationDay(): Date {
  const [month, day, year] = configDate.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

export default function AboutPage() {
  const t = useT(pagesMessages);
  const locale = useLocale();
  const config = runtimeConfig();
  const built = buildInfo.date ? formatDate(`${buildInfo.date}T12:00:00`, locale, 'long') : '';
  return (
    <section>
      <PageHeader title={t('about.title')} />
      <Card>
        <p>{t('about.intro', { product: config.productName })}</p>
        <dl className={styles.facts}>
          <dt>{t('about.version')}</dt>
          <dd>{built ? t('about.versionBuilt', { version: buildInfo.version, date: built }) : buildInfo.version}</dd>
          <dt>{t('about.configuration')}</dt>
          <dd>
            {t('about.configurationValue', { version: configVersion, date: formatDate(configurationDay(), locale, 'long') })}
          </dd>
          <dt>{t('about.support')}</dt>
          <dd>
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </dd>
        </dl>
      </Card>
    </section>
  );
}
