/**
 * One certificate as it prints: holder, institution, date, score and the verification code with
 * the public address that checks it, on one A4 or Letter page (certificates.module.css).
 */
import { mediaUrl as apiUrl } from './media-url.ts';
import { formatDate } from '../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import type { Certificate } from '../../../contract/types.ts';
import { trainingMessages } from './messages/index.ts';
import { Card } from '../../ui/card.tsx';
import styles from './training.module.css';
import { CertificatePaper } from './paper/certificate-paper.tsx';

export function CertificateView({ certificate }: { certificate: Certificate }) {
  const t = useT(trainingMessages);
  const locale = useLocale();
  const verifyAt = new URL(apiUrl(certificate.verify_path), window.location.href).href;
  return (
    <Card>
    <article aria-labelledby="certificate-heading" className={styles.certificate}>
      <h2 id="certificate-heading">
        {t('certificates.heading')}
      </h2>
      <p>{t('certificates.certifies')}</p>
      <p>
        <strong className={styles.holder}>{certificate.holder_name}</strong>
      </p>
      <p>{t('certificates.completed', { score: certificate.score })}</p>
      <dl>
        <dt>{t('certificates.institutionLine')}</dt>
        <dd>{certificate.institution_name}</dd>
        <dt>{t('certificates.dateLine')}</dt>
        <dd>{formatDate(certificate.issued_at, locale, 'long')}</dd>
        <dt>{t('certificates.code')}</dt>
        <dd>{certificate.verification_code}</dd>
      </dl>
      <p className={styles.verify}>
        {t('certificates.verify')} <span>{verifyAt}</span>
      </p>
      <CertificatePaper certificateId={certificate.id} />
    </article>
    </Card>
  );
}
