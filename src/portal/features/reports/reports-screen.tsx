/**
 * The reports of one subject (current or legacy evaluations) or of the demonstration pool: the
 * evaluation list (in the reports slice's state, spec §4), the report viewer for the one on screen,
 * and the comparison over time of the chosen ones. Everything a reader would share is in the URL.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { navigate, useLocation } from '../../lib/router/history.ts';
import { Link } from '../../lib/router/link.tsx';
import { useResource } from '../../lib/resource/use-resource.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { paths, subjectRecordsPath } from '../../domain/paths.ts';
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { mayOffer, readsReports, useCaller } from '../../domain/access/caller.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Disclosure } from '../../ui/disclosure.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useUiTexts } from '../../ui/ui-texts.tsx';
import { reportsMessages } from './messages/index.ts';
import { reportEndpointsFor, type ReportMode } from './report-endpoints.ts';
import { parseReportView, reportViewSearch, withEvaluation, type ReportView } from './report-query.ts';
import { fetchReports } from './reports-api.ts';
import { reportsStateOf } from './reports-slice.ts';
import { EvaluationTable } from './evaluation-table.tsx';
import { ReportViewer } from './report-viewer.tsx';
import { ReportsSubjectBanner } from './subject-banner.tsx';
import styles from './reports-page.module.css';

// The comparison and its charts load only when a reader asks for them.
const LongitudinalView = lazy(() => import('./longitudinal-view.tsx'));

export function ReportsScreen({ mode }: { mode: ReportMode }) {
  const t = useT(reportsMessages);
  // The subject's clinical record, for those who may read records (the server checks it too).
  const caller = useCaller();
  const readsRecords = mayOffer(recordEndpoints.listMedicalRecords, caller);
  const ui = useUiTexts();
  const { path, search } = useLocation();
  const view = parseReportView(search);
  const choice = reportEndpointsFor(caller, mode);
  const go = (next: ReportView, replace = false, keepFocus = false) => navigate(path + reportViewSearch(next), { replace, keepFocus });
  const needsSubject = mode !== 'demo';
  // spec §2: the demonstration data is for any user with at least one role (the demo calls' rule).
  const allowed = mode === 'demo' ? mayOffer(reportEndpoints.listReportsDemo, caller) : readsReports(caller);

  const list = useResource(
    (signal) => fetchReports(choice.list, mode, needsSubject ? { subject: view.subject ?? undefined } : {}, signal),
    [choice.list.path, mode, view.subject],
    { enabled: allowed && (!needsSubject || view.subject !== null), isEmpty: (answer) => answer.data.length === 0 },
  );
  // The list in the spec's reports state (spec §3/§4), read from the resource, its one home.
  const reports = reportsStateOf(list);
  const [chosen, setChosen] = useState<number[]>(view.compare);
  // Whether the reader opened the comparison here (rather than by a link): it then takes focus.
  const openedHere = useRef(false);
  // Whether the reader opened the report on screen with its Open button: it then takes focus.
  const reportOpenedHere = useRef(false);
  useEffect(() => setChosen(view.compare), [view.compare.join(',')]);

  const title = t(`titles.${mode}`);
  if (!allowed) {
    return (
      <section>
        <PageHeader title={title} />
        <Alert variant="info" title={t('forbiddenTitle', { page: title })}>
          <p>{mode === 'demo' ? t('demoForbiddenText') : t('forbiddenText')}</p>
          {mode !== 'demo' && readsRecords && <p><Link to={paths.medicalRecordsList()}>{t('recordsInstead')}</Link></p>}
        </Alert>
      </section>
    );
  }
  if (needsSubject && view.subject === null) {
    return (
      <section>
        <PageHeader title={title} />
        <EmptyState title={t('noSubjectTitle')} text={t('noSubjectText')} action={<Link to={paths.patients()}>{t('openSubjects')}</Link>} />
      </section>
    );
  }

  const shownRows = reports.data;
  const code = shownRows[0]?.subject_code ?? '';
  const current = shownRows.find((r) => r.keyid === view.evaluation) ?? shownRows.find((r) => r.status === 'ready') ?? shownRows[0] ?? null;
  const comparing = view.compare.length >= 2;

  return (
    <section>
      {needsSubject && code && view.subject !== null && <ReportsSubjectBanner subjectId={view.subject} code={code} portalProvided={view.pp} />}
      <PageHeader
        // On paper a report (or a comparison) starts with its print header, not the page's heading.
        className={comparing || current ? styles.screenOnly : undefined}
        title={title}
        actions={
          needsSubject ? (
            <>
              <Link to={(mode === 'legacy' ? paths.patientReports : paths.legacyReports)({ subject: String(view.subject), ...(view.pp ? { PP: '1' } : {}) })}>
                {mode === 'legacy' ? t('currentLink') : t('legacyLink')}
              </Link>
              {mode === 'current' && code && readsRecords && <Link to={subjectRecordsPath(code)}>{t('recordsLink')}</Link>}
              <Link to={paths.patients()}>{t('backToSubjects')}</Link>
            </>
          ) : undefined
        }
      />
      {mode === 'demo' && (
        <Alert variant="info" title={t('demoTitle')} className={styles.banner}>
          <p>{t('demoNote')}</p>
        </Alert>
      )}
      {mode === 'legacy' && <p className={styles.lead}>{t('legacyNote')}</p>}
      {list.status === 'loading' && <Spinner delayMs={250} />}
      {reports.error && (
        <Alert variant="error" title={<MessageText message={reports.error} />}>
          <Button variant="secondary" onClick={list.retry}>{ui.tryAgain}</Button>
        </Alert>
      )}
      {list.status === 'empty' && (
        <EmptyState title={t('evaluations.emptyTitle')} text={mode === 'legacy' ? t('evaluations.emptyLegacyText') : t('evaluations.emptyText')} />
      )}
      {list.status === 'ready' && (
        <>
          {/* Folded on a phone, so that the report on screen starts on the first screen. */}
          <Disclosure className={styles.evaluations} summary={`${mode === 'demo' ? t('evaluations.captionDemo') : t('evaluations.caption', { code })} (${shownRows.length})`}>
          <EvaluationTable
            rows={shownRows}
            caption={mode === 'demo' ? t('evaluations.captionDemo') : t('evaluations.caption', { code })}
            showSubject={mode === 'demo'}
            current={comparing ? null : current?.keyid ?? null}
            chosen={chosen}
            onOpen={(id) => {
              reportOpenedHere.current = true;
              // The report takes focus itself (ReportViewer), not the page heading.
              go(withEvaluation(view, id), false, true);
            }}
            onChoose={(id, on) => setChosen((c) => (on ? [...c.filter((x) => x !== id), id] : c.filter((x) => x !== id)))}
          />
          <div className={styles.compare} data-print-hide="">
            <Button
              variant="secondary"
              className={styles.compareButton}
              disabled={chosen.length < 2}
              aria-describedby="compare-hint"
              onClick={() => {
                openedHere.current = true;
                go({ ...view, compare: chosen });
              }}
            >
              {t('evaluations.compare')}
            </Button>
            <span id="compare-hint" className={styles.hint}>
              {chosen.length > 0 ? `${t('evaluations.compareCount', { count: chosen.length })}. ` : ''}
              {t('evaluations.compareHint')}
            </span>
          </div>
          </Disclosure>
          {comparing ? (
            <Suspense fallback={<Spinner delayMs={250} />}>
              <LongitudinalView
                ids={view.compare}
                endpoint={choice.longitudinal}
                mode={mode}
                view={view}
                onView={go}
                institution={current?.institution_name ?? null}
                takeFocus={openedHere.current}
              />
            </Suspense>
          ) : (
            current && (
              <ReportViewer
                key={current.keyid}
                evaluation={current}
                endpoint={choice.get}
                mode={mode}
                view={view}
                onView={(next) => go(next, true)}
                onStatusChange={list.reload}
                takeFocus={reportOpenedHere.current}
              />
            )
          )}
        </>
      )}
    </section>
  );
}
