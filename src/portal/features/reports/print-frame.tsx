/**
 * A report or a comparison as a printed document (A4 or Letter, whatever the printer's paper):
 * a header with the product, the institution, the subject code and the date on every page (a
 * table header repeats on each printed page), page numbers from the print stylesheet, and none of
 * the portal's frame. On screen the header is hidden and the frame is a plain block.
 */
import type { ReactNode } from 'react';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { formatDate } from '../../lib/i18n/dates.ts';
import { useReportTexts } from './report-language.ts';
import styles from './print-frame.module.css';

export interface PrintHeading {
  /** The institution, or null; `demo` says 'Demonstration evaluations' instead. */
  institution: string | null;
  demo?: boolean;
  subjectCode: string;
  /** The evaluation's date, or the span of the compared ones. */
  date: string;
}

export function PrintFrame({ heading, children }: { heading: PrintHeading; children: ReactNode }) {
  // On paper the header speaks the report's language, like the report under it.
  const { t, locale } = useReportTexts();
  return (
    <table className={styles.frame} role="presentation">
      <thead className={styles.printOnly}>
        <tr>
          <td>
            <div className={styles.header} data-print-header="">
              <strong>{runtimeConfig().productName}</strong>
              {heading.demo ? <span>{t('demoTitle')}</span> : heading.institution && <span>{heading.institution}</span>}
              <span>{heading.subjectCode}</span>
              <span>{heading.date}</span>
              <span>{t('print.printed', { date: formatDate(new Date(), locale) })}</span>
            </div>
          </td>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}
