/** The outcome of a submitted exam: pass with the certificate, or what to review and when to retry. */
import { formatDate } from '../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import type { ExamResult } from '../../../contract/types.ts';
import { trainingMessages } from './messages/index.ts';
import { certificateHref } from './certificate-href.ts';

export interface ExamResultViewProps {
  result: ExamResult;
  /** Opens the exam again (a new attempt once the wait is over). */
  onRetry?: () => void;
  now: number;
}

export function ExamResultView({ result, onRetry, now }: ExamResultViewProps) {
  const t = useT(trainingMessages);
  const locale = useLocale();
  if (result.passed) {
    return (
      <Alert variant="success" title={t('exam.passedTitle')}>
        <p>{t('exam.passedText', { score: result.score ?? result.pass_mark, mark: result.pass_mark })}</p>
        <Link to={result.certificate_id ? certificateHref(result.certificate_id) : paths.certificates()}>{t('exam.certificate')}</Link>
      </Alert>
    );
  }
  const retryAt = result.retry_at ? Date.parse(result.retry_at) : now;
  const canRetry = retryAt <= now;
  const when = `${formatDate(retryAt, locale, 'long')}, ${new Date(retryAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}`;
  return (
    <Alert variant="info" title={t('exam.failedTitle')}>
      <p>{t('exam.failedText', { mark: result.pass_mark })}</p>
      {result.review.length ? (
        <>
          {/* Says when the retry opens, so that "before you retry" is not read as "now". */}
          <p>{canRetry ? t('exam.review') : t('exam.reviewUntil', { when })}</p>
          <ul>
            {result.review.map((item) => (
              <li key={item.position}>
                <Link to={paths.trainingVideos()}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {canRetry ? <p>{t('exam.retryNow')}</p> : result.review.length ? null : <p>{t('exam.retryAt', { when })}</p>}
      {canRetry && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('exam.openAgain')}
        </Button>
      ) : null}
    </Alert>
  );
}
