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
import { formatAgeMonths, formatRange, formatValue } from './report-format.ts';
import { Flag } from './flag.tsx';
import { cx } from '../../ui/cx.ts';
import styles from './report-viewer.module.css';

/**
 * On screen, above the report: how many measured items are outside their reference ranges, and
 * which, so that a reader sees them before scrolling. Paper keeps the report as it was.
 */
function AtAGlance({ report }: { report: Report }) {
  const { t, locale } = useReportTexts();
  const items = report.sections.flatMap((section) => section.items);
  if (items.length === 0) return null;
  const outside = items.filter((item) => item.flag === 'outside');
  const borderline = items.filter((item) => item.flag === 'borderline').length;
  const count = items.length;
  const title = outside.length > 0 ? t('summary.outside', { count: outside.length }) : borderline > 0 ? t('summary.noneOutside', { count }) : t('summary.none', { count });
  return (
    <section className={cx(styles.glance, outside.length > 0 && styles.glanceOutside)} aria-label={t('summary.label')} data-print-hide="">
      <p className={styles.glanceTitle}>{title}</p>
      {outside.length > 0 && (
        <ul className={styles.glanceList}>
          {outside.map((item) => (
            <li key={item.key}>
              <span className={styles.glanceName}>{item.name}</span>{' '}
              <span className={styles.number}>{formatValue(item.value, item.decimals, item.unit, locale, t)}</span>{' '}
              <Flag flag={item.flag} side={item.side} />{' '}
              <span className={styles.glanceRange}>
                {t('viewer.referenceShort')} {formatRange(item.reference, item.decimals, locale, t)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {borderline > 0 && <p className={styles.glanceNote}>{t('summary.borderline', { count: borderline })}</p>}
    </section>
  );
}

/** Labelled in the report's own language (ReportLanguageContext), which may differ from the portal's. */
export function ReportDocument({ report, lang, bannered = false }: { report: Report; lang: string; bannered?: boolean }) {
  const { t, locale } = useReportTexts();
  const titleId = useId();
  const h = report.header;
  // The last is whether the subject banner above already says it (left out on a phone's screen).
  const facts: [string, string, boolean?][] = [
    [t('viewer.subject'), h.subject_code, true],
    [t('viewer.sex'), t(`sexes.${h.sex}`), true],
    [t('viewer.age'), formatAgeMonths(h.age_months, locale)],
    [t('viewer.date'), formatDate(h.evaluated_at, locale, 'long')],
    ...(h.institution_name ? [[t('viewer.institution'), h.institution_name, true] as [string, string, boolean]] : []),
    [t('viewer.evaluators'), h.evaluators.join(', ')],
    [t('viewer.protocol'), h.protocol],
    ...(h.requested_by ? [[t('viewer.requestedBy'), h.requested_by] as [string, string]] : []),
  ];

  return (
    // The report's own words are in the language asked for, which may differ from the portal's.
    <article className={styles.document} aria-labelledby={titleId} lang={lang}>
      <h2 id={titleId} className={styles.documentTitle}>{report.title}</h2>
      <AtAGlance report={report} />
      <section aria-label={t('viewer.header')}>
        <dl className={styles.facts}>
          {facts.map(([term, value, inBanner]) => (
            <div key={term} className={inBanner && bannered ? styles.inBanner : undefined}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {report.sections.map((section) => (
        <section key={section.key} className={styles.section}>
          <h3>{section.title}</h3>
          {/* On a phone, or with large text, each item takes two lines: its name and value, then
              its assessment and reference range (report-viewer.module.css, itemsStacked). */}
          <DataTable className={styles.items} stackedClassName={styles.itemsStacked} stackBelow="narrow">
            <thead>
              <tr>
                <th scope="col" data-label="">{t('viewer.item')}</th>
                <th scope="col" data-label="">{t('viewer.value')}</th>
                <th scope="col" data-label={t('viewer.referenceShort')}>{t('viewer.reference')}</th>
                <th scope="col" data-label="">{t('viewer.assessment')}</th>
              </tr>
            </thead>
            <tbody>
              {section.items.map((item) => (
                <tr key={item.key} className={item.flag === 'outside' ? styles.outside : undefined}>
                  <th scope="row">{item.name}</th>
                  <td className={cx(styles.number, styles.value)}>{formatValue(item.value, item.decimals, item.unit, locale, t)}</td>
                  <td className={cx(styles.number, styles.range)}>{formatRange(item.reference, item.decimals, locale, t)}</td>
                  <td className={styles.assessment}>
                    <Flag flag={item.flag} side={item.side} />
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
