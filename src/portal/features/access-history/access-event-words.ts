/**
 * What an access event says to a person: what they did and what it was of, in words a reader of
 * the history knows ("Printed the report of 12 Mar 2026 (version 2, 3 copies)", "Printed the
 * certificate of Aiko Tanaka"), never an id. The subject's code is its own column; the server
 * gives the evaluation dates and the certificate's holder beside each event. The same words go on
 * the page and in the CSV file.
 */
import type { Translate } from '../../lib/i18n/translate.ts';
import type { AccessEventEntry } from '../../../contract/schemas/access-events.ts';
import type { en } from './messages/en.ts';

/** An export names the dates of the reports it held up to this many, else how many there were. */
const datesNamed = 3;

/** How a date of an evaluation reads, and how a few read together ("12 Mar and 3 Apr 2026"). */
export interface EventDates {
  date: (iso: string) => string;
  list: (items: string[]) => string;
}

/** What the event was of: a report by its date, a certificate by its holder, a subject's reports. */
function whatOf(t: Translate<typeof en>, entry: AccessEventEntry, dates: EventDates): string {
  if (entry.target_kind === 'certificate') {
    return entry.certificate_holder ? t('what.certificate', { name: entry.certificate_holder }) : t('what.certificateGone');
  }
  if (entry.target_kind === 'subject') {
    const held = entry.evaluation_dates;
    if (held.length === 0) return entry.evaluation_ids.length > 0 ? t('what.subjectReportsGone') : t('what.subjectNoReports');
    if (held.length === 1) return t('what.subjectReport', { date: dates.date(held[0] ?? '') });
    if (held.length <= datesNamed) return t('what.subjectReports', { dates: dates.list(held.map(dates.date)) });
    return t('what.subjectManyReports', { count: held.length });
  }
  return entry.evaluated_at ? t('what.report', { date: dates.date(entry.evaluated_at) }) : t('what.reportGone');
}

/** The sentence of one event in `t`'s language. */
export function accessEventWords(t: Translate<typeof en>, entry: AccessEventEntry, dates: EventDates): string {
  const details = [
    entry.version !== null ? t('details.version', { version: entry.version }) : '',
    entry.copies > 1 ? t('details.copies', { count: entry.copies }) : '',
  ].filter(Boolean);
  const sentence =
    entry.action === 'longitudinal_read' || entry.action === 'record_read' || entry.action === 'records_listed'
      ? t(`events.${entry.action}`)
      : t(`events.${entry.action}`, { what: whatOf(t, entry, dates) });
  return `${sentence}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}
