/**
 * One certificate as a document: the product's mark, the title, the holder, the institution, the
 * date, the verification code, and the portal's verify address with its QR code, laid out for one
 * A4 or Letter page when printed (certificate-view.module.css).
 */
import { formatDate } from '../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { withBase } from '../../lib/router/base.ts';
import type { Certificate } from '../../../contract/types.ts';
import { trainingMessages } from './messages/index.ts';
import { Card } from '../../ui/card.tsx';
import styles from './certificate-view.module.css';
import { CertificatePaper } from './paper/certificate-paper.tsx';

export function CertificateView({ certificate }: { certificate: Certificate }) {
  const t = useT(trainingMessages);
  const locale = useLocale();
  return (
    <Card className={styles.sheet}>
      <article aria-labelledby="certificate-heading" className={styles.certificate}>
        <header className={styles.mark}>
          <img src={withBase('/logo.svg')} alt="" width={40} height={40} />
          <span>{runtimeConfig().productName}</span>
        </header>
        <h2 id="certificate-heading" className={styles.title}>
          {t('certificates.heading')}
        </h2>
        <p className={styles.certifies}>{t('certificates.certifies')}</p>
        <p className={styles.holder}>
          <strong>{certificate.holder_name}</strong>
        </p>
        <p className={styles.completed}>{t('certificates.completed', { score: certificate.score })}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('certificates.institutionLine')}</dt>
            <dd>{certificate.institution_name}</dd>
          </div>
          <div>
            <dt>{t('certificates.dateLine')}</dt>
            <dd>{formatDate(certificate.issued_at, locale, 'long')}</dd>
          </div>
          <div>
            <dt>{t('certificates.code')}</dt>
            <dd className={styles.code}>{certificate.verification_code}</dd>
          </div>
        </dl>
        <CertificatePaper certificateId={certificate.id} code={certificate.verification_code} lead={t('certificates.verify')} />
      </article>
    </Card>
  );
}
