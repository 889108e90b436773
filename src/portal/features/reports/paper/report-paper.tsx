/**
 * What a printed report carries so that anyone can check it (issue 25): the verification code, the
 * fingerprint of the report as printed, the verify page's address and its QR code, made on the
 * server as an SVG image (a `data:` URL, which img-src allows). Asked for with the same options
 * the report is shown with, so the fingerprint is that of this very print. A print (the button or
 * the browser's own command) is told to the server from `beforeprint`.
 */
import { useEffect } from 'react';
import { api } from '../../../lib/http/api.ts';
import { basePath } from '../../../lib/router/base.ts';
import { useT, useTIn } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/resource/use-resource.ts';
import { message } from '../../../lib/i18n/message.ts';
import { Button } from '../../../ui/button.tsx';
import { useUiTexts } from '../../../ui/ui-texts.tsx';
import { accessEventEndpoints } from '../../../../contract/endpoints/access-events.ts';
import { paperEndpoints } from '../../../../contract/endpoints/paper.ts';
import type { EvaluationListItem } from '../../../../contract/report-types.ts';
import type { Language } from '../../../../contract/languages.ts';
import { reportQuery } from '../reports-api.ts';
import { paperMessages } from './messages/index.ts';
import styles from './report-paper.module.css';

export type PaperOptions = PaperPartProps['options'];

/** The portal's own address, which the QR code's verify address starts with. */
export function portalUrl(): string {
  return `${window.location.origin}${basePath}/`;
}

const svgImage = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/;

/**
 * Tells the server each time the page is printed, for as long as `id`'s report is shown, with the
 * version on screen (null: the latest), so that a reprint counts a copy of the same print.
 */
function usePrintNotice(id: number, version: number | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const printed = () => {
      void api.call(accessEventEndpoints.recordReportPrinted, {
        params: { id },
        query: { version: version ?? undefined },
        fallback: message(paperMessages, 'paper.failed'),
        central: false,
      });
    };
    window.addEventListener('beforeprint', printed);
    return () => window.removeEventListener('beforeprint', printed);
  }, [id, version, enabled]);
}

/** What the report viewer gives the part under a report (paper-part.tsx). */
export interface PaperPartProps {
  /** The evaluation whose report is shown (its subject's id and code). */
  evaluation: Pick<EvaluationListItem, 'keyid' | 'subject_id' | 'subject_code'>;
  /** The options the report is shown (and so printed) with. */
  options: {
    lang: Language;
    noComments: boolean;
    discarded: boolean;
    variation: string | null;
    version: number | null;
  };
}

export default function ReportPaper({ evaluationId, options }: { evaluationId: number; options: PaperOptions }) {
  const t = useT(paperMessages);
  // What goes on paper is in the report's language, whatever the interface's.
  const onPaper = useTIn(paperMessages, options.lang);
  usePrintNotice(evaluationId, options.version, true);
  const ui = useUiTexts();
  const paper = useResource(
    (signal) =>
      api.call(paperEndpoints.getReportPaper, {
        params: { id: evaluationId },
        query: { ...reportQuery(options), portal_url: portalUrl() },
        fallback: message(paperMessages, 'paper.failed'),
        central: false,
        signal,
      }),
    [evaluationId, options.lang, options.noComments, options.discarded, options.variation, options.version],
  );
  if (paper.status === 'failed') {
    return (
      <p className={styles.failed} role="alert" data-print-hide="">
        {t('paper.failed')}{' '}
        <Button variant="text" size="small" onClick={paper.retry}>{ui.tryAgain}</Button>
      </p>
    );
  }
  const data = paper.data;
  if (!data) return null;
  return (
    <section className={styles.paper} aria-label={onPaper('paper.label')} lang={options.lang} data-report-paper="">
      {svgImage.test(data.qr_image) && (
        <img className={styles.qr} src={data.qr_image} alt={onPaper('paper.qrAlt', { url: data.verify_url })} width={112} height={112} />
      )}
      <div className={styles.text}>
        <p>{onPaper('paper.check', { url: data.verify_url })}</p>
        <p>
          {onPaper('paper.code')}: <strong className={styles.code}>{data.verification_code}</strong>
        </p>
        <p>
          {onPaper('paper.fingerprint')}: <span className={styles.fingerprint}>{data.fingerprint}</span>
        </p>
      </div>
    </section>
  );
}
