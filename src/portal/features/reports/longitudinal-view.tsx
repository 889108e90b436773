/**
 * The comparison over time of the chosen evaluations (spec §7 longitudinal call, body {list}):
 * every measured item as a chart over age with its data table, grouped by section, printable.
 */
import { useEffect, useRef } from 'react';
import { useLanguage, useT } from '../../lib/i18n/use-t.ts';
import { formatDate } from '../../lib/i18n/dates.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { failed } from '../../domain/messages/catalogue.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useUiTexts } from '../../ui/ui-texts.tsx';
import { languageNames, languages } from '../../../contract/languages.ts';
import type { LongitudinalItem, LongitudinalReport, Language } from '../../../contract/report-types.ts';
import { reportsMessages } from './messages/index.ts';
import { fetchLongitudinal } from './reports-api.ts';
import type { LongitudinalEndpoint, ReportMode } from './report-endpoints.ts';
import type { ReportView } from './report-query.ts';
import { LongitudinalChart } from './longitudinal-chart.tsx';
import { PrintFrame } from './print-frame.tsx';
import { ReportLanguageContext, useReportTexts } from './report-language.ts';
import { localeOf } from '../../lib/i18n/languages.ts';
import styles from './longitudinal.module.css';

interface Props {
  ids: readonly number[];
  endpoint: LongitudinalEndpoint;
  mode: ReportMode;
  view: ReportView;
  onView: (view: ReportView, replace?: boolean) => void;
  institution: string | null;
  /** Move focus to the comparison's heading when it opens (the reader asked for it on this page). */
  takeFocus?: boolean;
}

/** Items by section, keeping the answer's order. */
function bySection(items: readonly LongitudinalItem[]): { key: string; title: string; items: LongitudinalItem[] }[] {
  const out: { key: string; title: string; items: LongitudinalItem[] }[] = [];
  for (const item of items) {
    let group = out.find((g) => g.key === item.section);
    if (!group) out.push((group = { key: item.section, title: item.section_title, items: [] }));
    group.items.push(item);
  }
  return out;
}

/** What the comparison holds, in its own language (ReportLanguageContext). */
function ComparisonLead({ data }: { data: LongitudinalReport }) {
  const { t, locale } = useReportTexts();
  const from = data.evaluations[0]?.evaluated_at;
  const to = data.evaluations.at(-1)?.evaluated_at;
  return (
    <>
      <h2 className={styles.printTitle}>{t('longitudinal.title')}</h2>
      <p>
        {t('longitudinal.lead', {
          count: data.evaluations.length,
          code: data.subject.subject_code,
          from: from ? formatDate(from, locale) : '',
          to: to ? formatDate(to, locale) : '',
        })}
      </p>
      {data.left_out.length > 0 && <Alert variant="info" className={styles.notice}>{t('longitudinal.leftOut', { count: data.left_out.length })}</Alert>}
      {data.items.length === 0 && <p>{t('longitudinal.none')}</p>}
    </>
  );
}

export default function LongitudinalView({ ids, endpoint, mode, view, onView, institution, takeFocus = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, []);
  const t = useT(reportsMessages);
  const ui = useUiTexts();
  const portalLanguage = useLanguage();
  const lang: Language = view.lang ?? portalLanguage;
  const report = useResource((signal) => fetchLongitudinal(endpoint, [...ids], lang, signal), [endpoint.path, ids.join(','), lang]);
  const data = report.data;
  const from = data?.evaluations[0]?.evaluated_at;
  const to = data?.evaluations.at(-1)?.evaluated_at;
  const spanIn = (at: string) => (from && to ? `${formatDate(from, at)} – ${formatDate(to, at)}` : '');

  return (
    <section className={styles.view} aria-labelledby="longitudinal-title">
      <div className={styles.top} data-print-hide="">
        <h2 id="longitudinal-title" className={styles.title} ref={heading} tabIndex={-1}>{t('longitudinal.title')}</h2>
        <div className={styles.tools}>
          <SelectField
            label={t('options.language')}
            value={lang}
            options={languages.map((l) => ({ value: l, label: languageNames[l] }))}
            onChange={(event) => onView({ ...view, lang: event.currentTarget.value as Language }, true)}
          />
          <Button variant="secondary" onClick={() => window.print()} disabled={!data}>{t('options.print')}</Button>
          <Button variant="text" onClick={() => onView({ ...view, compare: [] })}>{t('longitudinal.back')}</Button>
        </div>
      </div>
      {report.status === 'loading' && <Spinner delayMs={250} label={t('longitudinal.loading')} />}
      {report.status === 'failed' && (
        <Alert variant="error" title={<MessageText message={report.message ?? failed('reportLoad')} />}>
          <Button variant="secondary" onClick={report.retry}>{ui.tryAgain}</Button>
        </Alert>
      )}
      {data && (
        <ReportLanguageContext.Provider value={data.lang}>
        <PrintFrame heading={{ institution, demo: mode === 'demo', subjectCode: data.subject.subject_code, date: spanIn(localeOf[data.lang]) }}>
          <div lang={data.lang}>
            <ComparisonLead data={data} />
            {bySection(data.items).map((section) => (
              <section key={section.key} className={styles.section}>
                <h3>{section.title}</h3>
                {section.items.map((item) => (
                  <LongitudinalChart key={item.key} item={item} />
                ))}
              </section>
            ))}
          </div>
        </PrintFrame>
        </ReportLanguageContext.Provider>
      )}
    </section>
  );
}
