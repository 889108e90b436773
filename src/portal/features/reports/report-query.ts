/**
 * What the reports page shows, as it lives in the URL (spec §7's report options among it), so that
 * Back, reload and a shared link open the same report the same way: the subject (and its PP mark),
 * the evaluation, the report's language, comments, discarded comments, variation, version, and
 * the evaluations compared over time.
 */
import type { Language } from '../../../contract/report-types.ts';
import { languages } from '../../../contract/languages.ts';

export interface ReportView {
  subject: number | null;
  /** Subject provided by a portal user (spec §1: the URL parameter key PP). */
  pp: boolean;
  evaluation: number | null;
  /** null: the portal's own language. */
  lang: Language | null;
  comments: boolean;
  discarded: boolean;
  variation: string | null;
  version: number | null;
  /** Evaluations compared in the longitudinal view; empty: the single report. */
  compare: number[];
}

export const defaultReportView: ReportView = {
  subject: null,
  pp: false,
  evaluation: null,
  lang: null,
  comments: true,
  discarded: false,
  variation: null,
  version: null,
  compare: [],
};

function positive(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** Reads the view from a search string; anything unreadable is left at its default. */
export function parseReportView(search: string): ReportView {
  const params = new URLSearchParams(search);
  const lang = params.get('lang');
  const variation = params.get('variation');
  const compare = (params.get('compare') ?? '')
    .split(',')
    .map((id) => positive(id))
    .filter((id): id is number => id !== null);
  return {
    subject: positive(params.get('subject')),
    // The key marks the subject (spec §1); an explicit 0 or false does not.
    pp: params.has('PP') && !['0', 'false'].includes(params.get('PP') ?? ''),
    evaluation: positive(params.get('evaluation')),
    lang: (languages as readonly string[]).includes(lang ?? '') ? (lang as Language) : null,
    comments: params.get('no_comments') !== 'true',
    discarded: params.get('discarded') === 'true',
    variation: variation && /^[a-z][a-z0-9_]{0,31}$/.test(variation) ? variation : null,
    version: positive(params.get('version')),
    compare: [...new Set(compare)],
  };
}

/** The search string of a view, defaults left out; spec §7's names where it has them. */
export function reportViewSearch(view: ReportView): string {
  const params = new URLSearchParams();
  if (view.subject !== null) params.set('subject', String(view.subject));
  if (view.pp) params.set('PP', '1');
  if (view.evaluation !== null) params.set('evaluation', String(view.evaluation));
  if (view.lang) params.set('lang', view.lang);
  if (!view.comments) params.set('no_comments', 'true');
  if (view.discarded && view.comments) params.set('discarded', 'true');
  if (view.variation) params.set('variation', view.variation);
  if (view.version !== null) params.set('version', String(view.version));
  if (view.compare.length > 0) params.set('compare', view.compare.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Opening another evaluation starts from its latest version and default variation. */
export function withEvaluation(view: ReportView, evaluation: number): ReportView {
  return { ...view, evaluation, version: null, variation: null, compare: [] };
}

/** Hiding comments also hides the discarded ones (there is nothing left to show). */
export function withComments(view: ReportView, comments: boolean): ReportView {
  return { ...view, comments, discarded: comments ? view.discarded : false };
}
