import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  defaultReportView, parseReportView, reportViewSearch, withComments, withEvaluation,
} from '../../../../src/portal/features/reports/report-query.ts';

const url = suite('report view in the URL');

url('a subject alone reads as the default view of that subject', () => {
  assert.equal(parseReportView('?subject=7'), { ...defaultReportView, subject: 7 });
});

url('every report option survives a round trip, with the spec’s query names', () => {
  const view = { subject: 7, pp: true, evaluation: 31, lang: 'es', comments: true, discarded: true, variation: 'summary', version: 1, compare: [] } as const;
  const search = reportViewSearch({ ...view, compare: [] });
  assert.is(search, '?subject=7&PP=1&evaluation=31&lang=es&discarded=true&variation=summary&version=1');
  assert.equal(parseReportView(search), { ...view, compare: [] });
});

url('comments off is no_comments=true, and the compared evaluations are kept in order without repeats', () => {
  const search = reportViewSearch({ ...defaultReportView, subject: 7, comments: false, compare: [3, 5, 9] });
  assert.is(search, '?subject=7&no_comments=true&compare=3%2C5%2C9');
  assert.equal(parseReportView('?compare=3,5,3,x,9').compare, [3, 5, 9]);
});

url('unreadable values fall back to the defaults', () => {
  assert.equal(parseReportView('?subject=-1&evaluation=abc&lang=fr&variation=%3Cb%3E&version=0'), defaultReportView);
});

url.run();

const moves = suite('report view changes');

moves('opening another evaluation returns to its latest version and default variation', () => {
  const view = { ...defaultReportView, subject: 7, evaluation: 1, version: 1, variation: 'summary', compare: [1, 2] };
  assert.equal(withEvaluation(view, 2), { ...defaultReportView, subject: 7, evaluation: 2 });
});

moves('hiding comments hides the discarded ones too', () => {
  assert.equal(withComments({ ...defaultReportView, discarded: true }, false), { ...defaultReportView, comments: false, discarded: false });
});

moves.run();
