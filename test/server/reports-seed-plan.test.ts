import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { languages } from '../../src/contract/languages.ts';
import { planReports, type SubjectGroup } from '../../src/server/seed/report-plan.ts';

const plan = suite('the demo report plan');

const group = (institutionId: number | null, extra: Partial<SubjectGroup> = {}): SubjectGroup => ({
  institutionId,
  codePrefix: institutionId === null ? 'DEMO' : `I${institutionId}`,
  referencePrefix: institutionId === null ? null : 'HC-',
  count: 40,
  requesters: [10, 11],
  assignees: [{ userId: 12, every: 5, offset: 0 }],
  evaluations: [1, 6],
  processing: 3,
  failed: 1,
  secondVersions: 4,
  ...extra,
});
const start = { subjectId: 1, evaluationId: 1, versionId: 1, commentId: 1 };
const now = new Date('2026-11-23T12:00:00Z');
const made = planReports([group(1), group(2, { failed: 0 }), group(null, { count: 6, evaluations: [2, 5], processing: 0, failed: 0, secondVersions: 1 })], start, now);

plan('is the same at every run for the same day (seeded, not random)', () => {
  const again = planReports([group(1), group(2, { failed: 0 }), group(null, { count: 6, evaluations: [2, 5], processing: 0, failed: 0, secondVersions: 1 })], start, now);
  assert.equal(again, made);
});

plan('each subject has 1 to 6 evaluations over the last two years', () => {
  const perSubject = new Map<unknown, number>();
  for (const e of made.evaluations) perSubject.set(e.subject_id, (perSubject.get(e.subject_id) ?? 0) + 1);
  const institutional = made.subjects.filter((s) => s.institution_id !== null);
  assert.is(institutional.length, 80);
  for (const s of institutional) {
    const n = perSubject.get(s.id) ?? 0;
    assert.ok(n >= 1 && n <= 6, `${s.subject_code}: ${n}`);
    assert.is(s.evaluation_count, n);
  }
  const times = made.evaluations.map((e) => Date.parse(String(e.evaluated_at)));
  assert.ok(Math.min(...times) >= now.getTime() - 731 * 86_400_000);
  assert.ok(Math.max(...times) <= now.getTime());
});

plan('a few evaluations are processing, one failed, and those have no report', () => {
  const status = (s: string) => made.evaluations.filter((e) => e.status === s);
  assert.is(status('failed').length, 1);
  assert.is(status('processing').length + status('requested').length, 6);
  const withReport = new Set(made.versions.map((v) => v.evaluation_id));
  for (const e of made.evaluations) assert.is(withReport.has(e.id), e.status === 'ready', String(e.id));
});

plan('several reports have a second version with a note, in every language', () => {
  const second = made.versions.filter((v) => v.version === 2);
  assert.is(second.length, 9);
  for (const v of second) {
    const texts = made.texts.filter((t) => t.report_version_id === v.id);
    assert.is(texts.length, 2 * languages.length, 'two variations in every language');
    assert.ok(texts.every((t) => typeof t.note === 'string' && (t.note as string).length > 0));
  }
});

plan('legacy evaluations have no task_id; the others have one', () => {
  const legacy = made.evaluations.filter((e) => e.task_id === null);
  assert.ok(legacy.length > 0 && legacy.length < made.evaluations.length / 2);
  assert.ok(legacy.every((e) => e.protocol === 'GBA-3.1'));
  const tasks = made.evaluations.filter((e) => e.task_id !== null).map((e) => e.task_id);
  assert.is(new Set(tasks).size, tasks.length, 'task ids are unique');
});

plan('every text and comment exists in every language, and they differ', () => {
  for (const comment of made.comments) {
    const texts = made.commentTexts.filter((t) => t.comment_id === comment.id);
    assert.equal(texts.map((t) => t.lang).sort(), [...languages].sort());
    assert.is(new Set(texts.map((t) => t.body)).size, languages.length, 'a different text in each language');
  }
  assert.ok(made.comments.some((c) => c.discarded) && made.comments.some((c) => !c.discarded));
});

plan('values vary over time within a subject', () => {
  const subject = made.subjects.find((s) => (s.evaluation_count as number) >= 4);
  const versions = new Set(made.versions.filter((v) => made.evaluations.some((e) => e.id === v.evaluation_id && e.subject_id === subject?.id)).map((v) => v.id));
  const speeds = made.measurements.filter((m) => versions.has(m.report_version_id as number) && m.item_key === 'gait_speed').map((m) => m.value);
  assert.ok(new Set(speeds).size > 1);
});

plan.run();
