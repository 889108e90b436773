/**
 * /verify/{code}: the public check of a printed report's or certificate's code (issue 25). No
 * sign-in; what was issued and whether it still stands, never a clinical value. Reached from the
 * QR code or the address printed on the paper.
 */
import { api } from '../../lib/http/api.ts';
import { formatDate } from '../../lib/i18n/dates.ts';
import { message } from '../../lib/i18n/message.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import type { PageProps } from '../../lib/router/page.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { lazyLoadDelayMs } from '../../../contract/constants.ts';
import { paperEndpoints } from '../../../contract/endpoints/paper.ts';
import type { PaperCheck } from '../../../contract/schemas/access-events.ts';
import { verifyMessages } from './messages/index.ts';
import styles from './verify-page.module.css';

export default function VerifyPage({ params }: PageProps) {
  const t = useT(verifyMessages);
  const code = params.code ?? '';
  const check = useResource(
    async (signal) => {
      const result = await api.call(paperEndpoints.verifyPaper, { params: { id: code }, fallback: message(verifyMessages, 'failed'), central: false, signal });
      // An unknown code is an answer, said in the page's own words.
      return !result.ok && result.status === 404 ? { ...result, message: message(verifyMessages, 'notFound') } : result;
    },
    [code],
  );
  return (
    <section className={styles.page} aria-labelledby="verify-title" aria-busy={check.status === 'loading'}>
      <h1 id="verify-title" className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <p className={styles.code}>{t('code', { code })}</p>
      {check.status === 'loading' && <Spinner delayMs={lazyLoadDelayMs} label={t('loading')} />}
      {check.status === 'failed' && <Alert variant="error" title={<MessageText message={check.message ?? message(verifyMessages, 'failed')} />} />}
      {check.data && check.status !== 'failed' && <Outcome check={check.data} />}
    </section>
  );
}

function Outcome({ check }: { check: PaperCheck }) {
  const t = useT(verifyMessages);
  const locale = useLocale();
  const date = (iso: string | null) => (iso ? formatDate(iso, locale, 'long') : '');
  if (check.kind === 'certificate') {
    return (
      <div>
        <Alert variant="success" title={t('certificate.valid')} />
        <h2 className={styles.heading}>{t('certificate.heading')}</h2>
        <dl className={styles.facts}>
          <dt>{t('certificate.holder')}</dt>
          <dd>{check.holder_name}</dd>
          <dt>{t('certificate.institution')}</dt>
          <dd>{check.institution_name}</dd>
          <dt>{t('certificate.issued')}</dt>
          <dd>{date(check.issued_at)}</dd>
          <dt>{t('certificate.status')}</dt>
          <dd>{t('certificate.statusValid')}</dd>
        </dl>
      </div>
    );
  }
  const superseded = check.status === 'superseded';
  return (
    <div>
      <Alert
        variant={superseded ? 'error' : 'success'}
        title={superseded ? t('report.superseded', { version: check.version ?? '', latest: check.latest_version ?? '' }) : t('report.current')}
      />
      <h2 className={styles.heading}>{t('report.heading')}</h2>
      <dl className={styles.facts}>
        <dt>{t('report.institution')}</dt>
        <dd>{check.institution_name}</dd>
        <dt>{t('report.evaluated')}</dt>
        <dd>{date(check.evaluated_at)}</dd>
        <dt>{t('report.version')}</dt>
        <dd>{check.version}</dd>
        <dt>{t('report.issued')}</dt>
        <dd>{date(check.issued_at)}</dd>
        <dt>{t('report.fingerprint')}</dt>
        <dd className={styles.fingerprint}>{check.fingerprint}</dd>
      </dl>
      <p>{t('report.compare')}</p>
    </div>
  );
}
