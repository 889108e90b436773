/**
 * A report laid out for reading and printing: the evaluation's facts, each section's measured
 * items against their reference ranges (the assessment in words and a shape, never colour alone),
 * the conclusion and the evaluators' comments. Server text is rendered as text, never as HTML.
 */
import { useId } from 'react';
import { formatDate, formatDateTime } from '../../lib/i18n/dates.ts';
import type { ReportDocument as Report } from '../../../contract/report-types.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { useReportTexts } from './report-language.ts';
import { flagSymbol, flagText, formatAgeMonths, formatRange, formatValue } from './report-format.ts';
import styles from './report-viewer.module.css';

/** Labelled in the report's own language (ReportLanguageContext), which may differ from the portal's. */
export function ReportDocument({ report, lang }: { report: Report; lang: string }) {
  const { t, locale } = useReportTexts();
  const titleId = useId();
  const h = report.header;
  const facts: [string, string][] = [
    [t('viewer.subject'), h.subject_code],
    [t('viewer.sex'), t(`sexes.${h.sex}`)],
    [t('viewer.age'), formatAgeMonths(h.age_months, locale)],
    [t('viewer.date'), formatDate(h.evaluated_at, locale, 'long')],
    ...(h.institution_name ? [[t('viewer.institution'), h.institution_name] as [string, string]] : []),
    [t('viewer.evaluators'), h.evaluators.join(', ')],
    [t('viewer.protocol'), h.protocol],
    ...(h.requested_by ? [[t('viewer.requestedBy'), h.requested_by] as [string, string]] : []),
  ];

  return (
    // The report's own words are in the language asked for, which may differ from the portal's.
    <article className={styles.document} aria-labelledby={titleId} lang={lang}>
      <h2 id={titleId} className={styles.documentTitle}>{report.title}</h2>
      <section aria-label={t('viewer.header')}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {report.sections.map((section) => (
        <section key={section.key} className={styles.section}>
          <h3>{section.title}</h3>
          {/* On a phone, or with large text, each item stacks: its name first, then each value
              with its column's name beside it. */}
          <DataTable className={styles.items} stackedClassName={styles.itemsStacked} stackBelow="narrow">
            <thead>
              <tr>
                <th scope="col" data-label="">{t('viewer.item')}</th>
                <th scope="col">{t('viewer.value')}</th>
                <th scope="col">{t('viewer.reference')}</th>
                <th scope="col">{t('viewer.assessment')}</th>
              </tr>
            </thead>
            <tbody>
              {section.items.map((item) => (
                <tr key={item.key} className={item.flag === 'outside' ? styles.outside : undefined}>
                  <th scope="row">{item.name}</th>
                  <td className={styles.number}>{formatValue(item.value, item.decimals, item.unit, locale, t)}</td>
                  <td className={styles.number}>{formatRange(item.reference, item.decimals, locale, t)}</td>
                  <td>
                    <span aria-hidden="true" className={styles.symbol}>{flagSymbol(item.flag, item.side)}</span> {flagText(item.flag, item.side, t)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </section>
      ))}
      <section className={styles.section}>
        <h3>{t('viewer.conclusion')}</h3>
        <p className={styles.conclusion}>{report.conclusion}</p>
      </section>
      <section className={styles.section}>
        <h3>{t('viewer.comments')}</h3>
        {report.comments.length === 0 ? (
          <p>{t('viewer.noComments')}</p>
        ) : (
          <ul className={styles.comments}>
            {report.comments.map((comment) => (
              <li key={comment.keyid} className={comment.discarded ? styles.discarded : undefined}>
                <p className={styles.commentMeta}>
                  {t('viewer.commentBy', { author: comment.author, date: formatDateTime(comment.written_at, locale) })}
                  {comment.discarded && <strong className={styles.tag}>{t('viewer.discarded')}</strong>}
                </p>
                <p>{comment.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
