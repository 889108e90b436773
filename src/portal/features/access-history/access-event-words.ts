/**
 * What an access event says to a person: the action, what it was of and, where there is one, the
 * version and the number of copies ("Exported as FHIR: the subject's reports 12, 15 (…)"). The
 * same words go on the page and in the CSV file.
 */
import type { Translate } from '../../lib/i18n/translate.ts';
import type { AccessEventEntry } from '../../../contract/schemas/access-events.ts';
import type { en } from './messages/en.ts';

/** The sentence of one event in `t`'s language. */
export function accessEventWords(t: Translate<typeof en>, entry: AccessEventEntry): string {
  // An export of a subject names the reports it held; an empty one still took the subject's data.
  const target =
    entry.target_kind === 'subject' && entry.action === 'exported'
      ? entry.evaluation_ids.length > 0
        ? t('targets.subjectReports', { ids: entry.evaluation_ids.join(', ') })
        : t('targets.subjectNoReports')
      : t(`targets.${entry.target_kind}`, { id: entry.target_id ?? '' });
  const details = [
    entry.version !== null ? t('details.version', { version: entry.version }) : '',
    entry.copies > 1 ? t('details.copies', { count: entry.copies }) : '',
  ].filter(Boolean);
  return `${t(`actions.${entry.action}`)}: ${target}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}
