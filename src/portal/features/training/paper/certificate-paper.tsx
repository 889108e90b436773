/**
 * A printed certificate's QR code of the verify page for its code (issue 25), made on the server
 * as an SVG `data:` URL, and the print told to the server from `beforeprint`.
 */
import { useEffect } from 'react';
import { api } from '../../../lib/http/api.ts';
import { basePath } from '../../../lib/router/base.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/resource/use-resource.ts';
import { message } from '../../../lib/i18n/message.ts';
import { accessEventEndpoints } from '../../../../contract/endpoints/access-events.ts';
import { paperEndpoints } from '../../../../contract/endpoints/paper.ts';
import { certificatePaperMessages } from './messages/index.ts';
import styles from './certificate-paper.module.css';

const svgImage = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/;

export function CertificatePaper({ certificateId }: { certificateId: number }) {
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
  if (paper.status === 'failed') return <p data-print-hide="">{t('failed')}</p>;
  const data = paper.data;
  if (!data || !svgImage.test(data.qr_image)) return null;
  return (
    <p className={styles.paper}>
      <img className={styles.qr} src={data.qr_image} alt={t('qrAlt', { url: data.verify_url })} width={112} height={112} />
      <span className={styles.url}>{data.verify_url}</span>
    </p>
  );
}
