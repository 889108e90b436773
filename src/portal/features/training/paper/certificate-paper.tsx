/**
 * Where a printed certificate is checked: the verify page's address for its code, one address,
 * the portal's (built by the server from PUBLIC_URL where set), with its QR code made on the
 * server as an SVG `data:` URL (issue 25); and the print told to the server from `beforeprint`.
 */
import { useEffect } from 'react';
import { api } from '../../../lib/http/api.ts';
import { basePath, withBase } from '../../../lib/router/base.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/resource/use-resource.ts';
import { message } from '../../../lib/i18n/message.ts';
import { paths } from '../../../domain/paths.ts';
import { accessEventEndpoints } from '../../../../contract/endpoints/access-events.ts';
import { paperEndpoints } from '../../../../contract/endpoints/paper.ts';
import { certificatePaperMessages } from './messages/index.ts';
import styles from './certificate-paper.module.css';

const svgImage = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/;

interface Props {
  certificateId: number;
  /** The certificate's verification code, printed with the address even when the QR fails. */
  code: string;
  /** The sentence before the address ("Check this certificate with its code at"). */
  lead: string;
}

export function CertificatePaper({ certificateId, code, lead }: Props) {
  const t = useT(certificatePaperMessages);
  const paper = useResource(
    (signal) =>
      api.call(paperEndpoints.getCertificatePaper, {
        params: { id: certificateId },
        query: { portal_url: `${window.location.origin}${basePath}/` },
        fallback: message(certificatePaperMessages, 'failed'),
        central: false,
        signal,
      }),
    [certificateId],
  );
  useEffect(() => {
    const printed = () => {
      void api.call(accessEventEndpoints.recordCertificatePrinted, { params: { id: certificateId }, fallback: message(certificatePaperMessages, 'failed'), central: false });
    };
    window.addEventListener('beforeprint', printed);
    return () => window.removeEventListener('beforeprint', printed);
  }, [certificateId]);
  if (paper.status === 'loading') return null;
  const data = paper.data;
  // Without the server's answer the address is this portal's own verify page.
  const url = data?.verify_url ?? new URL(withBase(paths.verify({ code })), window.location.origin).href;
  return (
    <footer className={styles.paper}>
      {data && svgImage.test(data.qr_image) && (
        <img className={styles.qr} src={data.qr_image} alt={t('qrAlt', { url })} width={112} height={112} />
      )}
      <p className={styles.check}>
        {lead} <span className={styles.url}>{url}</span>
      </p>
      {paper.status === 'failed' && <p data-print-hide="">{t('failed')}</p>}
    </footer>
  );
}
