/**
 * The report viewer: the report's options (language, comments, discarded comments, variation,
 * version), one Print button, "Ask about this report", and the report itself. An evaluation still
 * being processed says so and is asked for again with back-off until its report comes.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useResource } from '../../lib/resource/use-resource.ts';
import { useLanguage, useLocale, useT } from '../../lib/i18n/use-t.ts';
import { formatDate } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { failed } from '../../domain/messages/catalogue.ts';
import { askSupport } from '../../domain/support/support-request.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Disclosure } from '../../ui/disclosure.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useUiTexts } from '../../ui/ui-texts.tsx';
import { languageNames, languages } from '../../../contract/languages.ts';
import type { EvaluationListItem, ReportAnswer, Language } from '../../../contract/report-types.ts';
import { reportsMessages } from './messages/index.ts';
import { fetchReport, fetchVariations } from './reports-api.ts';
import type { GetEndpoint, ReportMode } from './report-endpoints.ts';
import { withComments, type ReportView } from './report-query.ts';
import { pollDelay, stillProcessing } from './poll.ts';
import { ReportDocument } from './report-document.tsx';
import { ReportLanguageContext } from './report-language.ts';
import { localeOf } from '../../lib/i18n/languages.ts';
import { PrintFrame } from './print-frame.tsx';
import styles from './report-viewer.module.css';

// The FHIR export's code is imported when asked for: the report does not wait for it (issue 25).
const FhirDownloads = lazy(() => import('./fhir-download.tsx'));
// So are the last opening with the verification paper, and the processed video, shown when ready.
const PaperPart = lazy(() => import('./paper/paper-part.tsx'));
const ProcessedVideoPanel = lazy(() => import('./videos/processed-video-panel.tsx').then((module) => ({ default: module.ProcessedVideoPanel })));

interface Props {
  evaluation: EvaluationListItem;
  endpoint: GetEndpoint;
  mode: ReportMode;
  view: ReportView;
  onView: (view: ReportView) => void;
  /** The report became ready (or failed) while on screen: the list's row is out of date. */
  onStatusChange: () => void;
  /**
   * The reader opened this report from the list: it is brought into view with focus on its
   * heading (on a phone it starts far below the list, and Open would otherwise seem to do nothing).
   */
  takeFocus?: boolean;
}

export function ReportViewer({ evaluation, endpoint, mode, view, onView, onStatusChange, takeFocus = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takeFocus || !heading.current) return;
    heading.current.scrollIntoView({ block: 'start' });
    heading.current.focus({ preventScroll: true });
  }, []);
  const t = useT(reportsMessages);
  const ui = useUiTexts();
  const locale = useLocale();
  const portalLanguage = useLanguage();
  const lang: Language = view.lang ?? portalLanguage;
  const id = evaluation.keyid;
  const options = { lang, noComments: !view.comments, discarded: view.discarded, variation: view.variation, version: view.version };
  const report = useResource(
    (signal) => fetchReport(endpoint, id, options, signal),
    [endpoint.path, id, lang, view.comments, view.discarded, view.variation, view.version],
    // While the evaluation is processing, asks again after 2, 4, 8, 16, then every 30 s.
    { poll: (answer, attempt) => (processingOf(answer) ? pollDelay(attempt) : null) },
  );
  // Variations exist for evaluations with a report; legacy reports have one presentation only.
  const wantsVariations = mode !== 'legacy' && evaluation.status === 'ready';
  const variations = useResource(
    (signal) => fetchVariations(id, lang, signal),
    [id, lang],
    { enabled: wantsVariations },
  );
  useSettled(report.data, onStatusChange);

  const answer = report.data;
  const processing = answer && processingOf(answer);
  const versions = answer?.versions ?? [];
  const latest = versions.at(-1)?.version ?? null;
  const shown = answer?.version ?? null;
  const variationList = variations.data ?? [];

  return (
    <section className={styles.viewer} aria-labelledby={`report-${id}`}>
      <h2 id={`report-${id}`} ref={heading} tabIndex={-1} className={styles.heading} data-print-hide="">
        {t('evaluations.reportOf', { date: formatDate(evaluation.evaluated_at, locale) })}
      </h2>
      {/* The options are of a report: an evaluation without one (processing, failed) has none.
          Folded on a phone, so that the report itself starts on the first screen. */}
      {!(answer && !answer.report) && (
      <Disclosure
        summary={
          <>
            {t('options.label')}
            {/* The report's language, which may differ from the portal's, said even when folded
                (the presentation is the report's title, an older version has its notice). */}
            {' '}
            <span className={styles.chosen}>{languageNames[lang]}</span>
          </>
        }
      >
      <div className={styles.options} role="group" aria-label={t('options.label')}>
        <SelectField
          label={t('options.language')}
          value={lang}
          options={languages.map((l) => ({ value: l, label: languageNames[l] }))}
          onChange={(event) => onView({ ...view, lang: event.currentTarget.value as Language })}
        />
        {variationList.length > 1 && (
          <SelectField
            label={t('options.variation')}
            value={view.variation ?? answer?.variation ?? variationList.find((v) => v.is_default)?.variation ?? ''}
            options={variationList.map((v) => ({ value: v.variation, label: v.title }))}
            onChange={(event) => onView({ ...view, variation: event.currentTarget.value })}
          />
        )}
        {versions.length > 1 && (
          <SelectField
            label={t('options.version')}
            value={String(shown ?? latest ?? '')}
            options={[...versions].reverse().map((v) => ({
              value: String(v.version),
              label: `${t('options.versionOption', { version: v.version, date: formatDate(v.created_at, locale) })}${v.version === latest ? ` ${t('options.latest')}` : ''}`,
            }))}
            onChange={(event) => {
              const version = Number(event.currentTarget.value);
              onView({ ...view, version: version === latest ? null : version });
            }}
          />
        )}
        <div className={styles.checks}>
          <label className={styles.check}>
            <input type="checkbox" checked={view.comments} onChange={(event) => onView(withComments(view, event.currentTarget.checked))} />
            {t('options.comments')}
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={view.discarded}
              disabled={!view.comments}
              onChange={(event) => onView({ ...view, discarded: event.currentTarget.checked })}
            />
            {t('options.discarded')}
          </label>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => window.print()} disabled={!answer?.report} aria-describedby={`print-hint-${id}`}>
            {t('options.print')}
          </Button>
          <span id={`print-hint-${id}`} className={styles.hint}>{t('options.printHint')}</span>
          <Suspense fallback={null}>
            <FhirDownloads evaluation={evaluation} view={view} />
          </Suspense>
          <Button variant="text" onClick={() => askSupport('Report Interpretation', t('options.supportAbout', { code: evaluation.subject_code, date: formatDate(evaluation.evaluated_at, locale) }))}>
            {t('options.ask')}
          </Button>
        </div>
      </div>
      </Disclosure>
      )}
      {variations.status === 'failed' && (
        <Alert variant="error" title={<MessageText message={failed('reportVariationsLoad')} />} className={styles.notice}>
          <Button variant="secondary" size="small" onClick={variations.retry}>{ui.tryAgain}</Button>
        </Alert>
      )}
      {report.status === 'loading' && <Spinner delayMs={250} label={t('viewer.loading')} />}
      {report.status === 'failed' && (
        <Alert variant="error" title={<MessageText message={report.message ?? failed('reportLoad')} />}>
          <Button variant="secondary" onClick={report.retry}>{ui.tryAgain}</Button>
        </Alert>
      )}
      {/* Still processing: said once, politely, and updated when the report comes. */}
      <div role="status" aria-live="polite">
        {answer && processing && (
          <Alert variant="info" title={t('viewer.processingTitle')}>
            {answer.status_note && <p lang={answer.lang}>{answer.status_note}</p>}
            <p>{t('viewer.processingText')}</p>
          </Alert>
        )}
      </div>
      {/* Failed: one error, its reason and what to do, with the one useful control. */}
      {answer && !answer.report && !processing && (
        <Alert
          variant="error"
          title={t('viewer.failedTitle')}
          action={
            <Button variant="secondary" size="small" onClick={() => askSupport('Report Interpretation', t('options.supportAbout', { code: evaluation.subject_code, date: formatDate(evaluation.evaluated_at, locale) }))}>
              {t('options.askSupport')}
            </Button>
          }
        >
          <p>{t('viewer.failedText')}</p>
        </Alert>
      )}
      {answer?.report && (
        <>
          {shown !== null && latest !== null && shown !== latest && (
            <Alert variant="info" className={styles.notice} title={t('viewer.olderVersion', { version: shown, latest })}>
              {/* Why it was corrected is the note of the newer version; else why this one was made. */}
              {correctionOf(versions, shown) ? (
                <p>{t('viewer.correctionNote', { note: correctionOf(versions, shown) ?? '' })}</p>
              ) : versions.find((v) => v.version === shown)?.note ? (
                <p>{t('viewer.versionNote', { note: versions.find((v) => v.version === shown)?.note ?? '' })}</p>
              ) : null}
              <Button variant="secondary" size="small" onClick={() => onView({ ...view, version: null })}>{t('viewer.showLatest')}</Button>
            </Alert>
          )}
          {latest !== null && latest > 1 && (shown === null || shown === latest) && (
            <Alert variant="info" className={styles.notice} title={t('viewer.correctedVersion', { version: latest, date: formatDate(versions.at(-1)?.created_at ?? '', locale) })}>
              {versions.at(-1)?.note ? <p>{t('viewer.correctionNote', { note: versions.at(-1)?.note ?? '' })}</p> : null}
            </Alert>
          )}
          <ReportLanguageContext.Provider value={answer.lang}>
          <PrintFrame
            heading={{
              // Demonstration reports say so on paper too.
              institution: answer.report.header.institution_name,
              demo: mode === 'demo',
              subjectCode: answer.report.header.subject_code,
              date: formatDate(answer.report.header.evaluated_at, localeOf[answer.lang], 'long'),
            }}
          >
            <ReportDocument report={answer.report} lang={answer.lang} bannered={mode !== 'demo'} />
            {/* Issue 25, inside the frame so every printed page has its header: the last opening
                (on screen) and the paper anyone can check. Not for demonstration reports. */}
            {mode !== 'demo' && (
              <Suspense fallback={null}>
                <PaperPart evaluation={evaluation} options={options} />
              </Suspense>
            )}
          </PrintFrame>
          </ReportLanguageContext.Provider>
          {evaluation.task_id !== null && (
            <div data-print-hide="">
              <Suspense fallback={null}>
                <ProcessedVideoPanel evaluationId={id} form={mode === 'demo' ? 'demo' : endpoint.path.includes('_inst_user') ? 'inst_user' : 'inst'} />
              </Suspense>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The reason given for the newest correction of version `shown`, if the data holds one. */
function correctionOf(versions: readonly { version: number; note?: string | null }[], shown: number): string | null {
  return versions.filter((v) => v.version > shown && v.note).at(-1)?.note ?? null;
}

/** Whether the answer is an evaluation whose report may still come. */
function processingOf(answer: ReportAnswer): boolean {
  return !answer.report && stillProcessing(answer.evaluation.status);
}

/** Calls `onSettled` when an evaluation seen processing here is processed (or failed) at last. */
function useSettled(answer: ReportAnswer | undefined, onSettled: () => void): void {
  const wasProcessing = useRef(false);
  useEffect(() => {
    if (!answer) return;
    if (processingOf(answer)) {
      wasProcessing.current = true;
    } else if (wasProcessing.current) {
      wasProcessing.current = false;
      onSettled();
    }
  }, [answer]);
}
