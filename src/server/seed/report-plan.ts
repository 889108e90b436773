/**
 * The demo subjects, evaluations and reports, planned as rows from a seeded pseudo-random sequence:
 * the same rows at every seeding for the same day. Every person here is invented.
 */
import { type EvaluationStatus, type SubjectSex } from '../../contract/report-constants.ts';
import { languages, sourceLanguage, type Language } from '../../contract/languages.ts';
import { flagOf, measureByKey, measures } from '../evaluations/measures.ts';
import { modelValue, referenceRange } from './report-model.ts';
import { conclusion, correctionNotes, discardedComments, keptComments, reportTitles } from './report-texts.ts';

/** A small, fast, seeded generator (mulberry32): deterministic demo data. */
export function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = Record<string, unknown>;

export interface ReportPlan {
  subjects: Row[];
  assignments: Row[];
  evaluations: Row[];
  versions: Row[];
  measurements: Row[];
  texts: Row[];
  comments: Row[];
  commentTexts: Row[];
}

/** One group of subjects to plan: an institution's, or the demonstration pool (no institution). */
export interface SubjectGroup {
  institutionId: number | null;
  codePrefix: string;
  /** Prefix of the institution's own record number; null: no reference (demo pool). */
  referencePrefix: string | null;
  count: number;
  /** Users who register subjects and request evaluations. */
  requesters: readonly number[];
  /** Per-user clinicians and which share of the subjects each is assigned (every n-th). */
  assignees: readonly { userId: number; every: number; offset: number }[];
  /** Evaluations per subject: at least, at most. */
  evaluations: readonly [number, number];
  processing: number;
  failed: number;
  secondVersions: number;
}

export interface PlanStart {
  subjectId: number;
  evaluationId: number;
  versionId: number;
  commentId: number;
}

const dayMs = 86_400_000;
/** How long a recording takes to become a report. */
const reportMinutes = 9;
const evaluators = ['Aiko Tanaka', 'Rui Costa', 'Elena Vidal', 'Tomás Ibarra'];
const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

/** Plans the rows of every group; ids start at `start` and `now` anchors the two years of dates. */
export function planReports(groups: readonly SubjectGroup[], start: PlanStart, now: Date, seed = 20_250_627): ReportPlan {
  const rnd = randomSequence(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const between = (low: number, high: number) => low + rnd() * (high - low);
  const plan: ReportPlan = { subjects: [], assignments: [], evaluations: [], versions: [], measurements: [], texts: [], comments: [], commentTexts: [] };
  const ids = { ...start };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const windowStart = today - 730 * dayMs;

  for (const group of groups) {
    const readyOf: { legacy: boolean; versionId: number; row: Row; previousSpeed: number | null }[] = [];
    for (let index = 0; index < group.count; index++) {
      const subjectId = ids.subjectId++;
      const sex: SubjectSex = rnd() < 0.48 ? 'female' : rnd() < 0.96 ? 'male' : 'unknown';
      const birth = windowStart - Math.floor(between(22, 86) * 365.25) * dayMs;
      const roll = rnd();
      const severity = roll < 0.55 ? between(-0.5, 0.4) : roll < 0.85 ? between(1, 1.8) : between(2, 3);
      const trend = severity > 0.8 ? between(-0.5, 0.45) : between(-0.05, 0.1);
      const itemWeight = new Map(measures.map((m) => [m.key, between(0.4, 1.25)]));
      // Dates: n working days in the two years, at least 30 days apart, at working hours, the
      // latest in the last fortnight for most subjects.
      const [fewest, most] = group.evaluations;
      const n = fewest + Math.floor(rnd() * (most - fewest + 1));
      const days = Array.from({ length: n }, () => Math.floor(between(0, 716))).sort((a, b) => a - b);
      for (let i = 1; i < days.length; i++) days[i] = Math.max(days[i] as number, (days[i - 1] as number) + 30);
      if (group.institutionId !== null) lastInFortnight(days, index, windowStart);
      const dates = days.map((d) => windowStart + onWeekday(Math.min(d, 729), windowStart) * dayMs + (8 + Math.floor(rnd() * 9)) * 3_600_000 + Math.floor(rnd() * 4) * 900_000);
      const requester = group.requesters.length ? pick(group.requesters) : null;
      const registeredAt = (dates[0] as number) - Math.floor(between(3, 60)) * dayMs;
      plan.subjects.push({
        id: subjectId,
        institution_id: group.institutionId,
        subject_code: `${group.codePrefix}-${String(1000 + index * 7 + Math.floor(rnd() * 7)).padStart(4, '0')}`,
        reference: group.referencePrefix ? `${group.referencePrefix}${String(100_000 + Math.floor(rnd() * 899_999))}` : null,
        birth_date: isoDay(birth),
        sex,
        portal_provided: group.institutionId !== null && rnd() < 0.15,
        registered_by: requester,
        registered_at: iso(registeredAt),
        is_demo: group.institutionId === null,
        evaluation_count: dates.length,
        latest_evaluation_at: iso(dates[dates.length - 1] as number),
      });
      const assigned = group.assignees.filter((a) => index % a.every === a.offset);
      for (const assignee of assigned) {
        plan.assignments.push({ subject_id: subjectId, user_id: assignee.userId, assigned_at: iso(registeredAt) });
      }
      // A subject's own clinician is the one who asks for its evaluations.
      const requestedBy = () => assigned[0]?.userId ?? (group.requesters.length ? pick(group.requesters) : null);
      let previousSpeed: number | null = null;
      const firstDate = dates[0] as number;
      for (const [position, at] of dates.entries()) {
        const evaluationId = ids.evaluationId++;
        const legacy = at < today - 600 * dayMs;
        const row: Row = {
          id: evaluationId,
          subject_id: subjectId,
          institution_id: group.institutionId,
          requested_by: requestedBy(),
          evaluated_at: iso(at),
          status: 'ready' satisfies EvaluationStatus,
          task_id: legacy ? null : `tsk-${[rnd(), rnd()].map((r) => Math.floor(r * 0x1000000).toString(16).padStart(6, '0')).join('')}`,
          protocol: legacy ? 'GBA-3.1' : 'GBA-3.2',
          is_demo: group.institutionId === null,
        };
        plan.evaluations.push(row);
        const age = (at - birth) / (365.25 * dayMs);
        const years = (at - firstDate) / (365.25 * dayMs);
        const values = measures.map((m) => {
          const range = referenceRange(m.key, age, sex, m.decimals);
          const value = modelValue(m.key, age, sex, severity * (itemWeight.get(m.key) ?? 1), trend, years, between(-1, 1), m.decimals);
          return { key: m.key, value, ...range };
        });
        const versionId = ids.versionId++;
        const team = rnd() < 0.5 ? [pick(evaluators)] : [evaluators[position % 2] as string, evaluators[2 + (position % 2)] as string];
        // The report is ready minutes after the recording; the evaluators comment later that day.
        plan.versions.push({ id: versionId, evaluation_id: evaluationId, version: 1, created_at: iso(at + reportMinutes * 60_000), author: team[0], evaluators: team });
        for (const v of values) plan.measurements.push({ report_version_id: versionId, item_key: v.key, value: v.value, ref_low: v.low, ref_high: v.high });
        const speed = values[0]?.value ?? 0;
        addTexts(plan, versionId, values, { now: speed, before: previousSpeed }, null, false);
        addComments(plan, ids, versionId, team, at + 2 * 3_600_000, rnd);
        readyOf.push({ legacy, versionId, row, previousSpeed });
        previousSpeed = speed;
      }
    }
    // The last hour's evaluations are still on their way (one waiting to start, the others being
    // processed: a report takes minutes), and they have no report yet.
    const latestFirst = [...readyOf].sort((a, b) => String(b.row.evaluated_at).localeCompare(String(a.row.evaluated_at)));
    const withoutReport = new Set<number>();
    for (const [i, entry] of latestFirst.slice(0, group.processing).entries()) {
      entry.row.status = i === 0 ? 'requested' : 'processing';
      const at = now.getTime() - (12 + 21 * i) * 60_000;
      entry.row.evaluated_at = iso(at);
      const subject = plan.subjects.find((row) => row.id === entry.row.subject_id);
      if (subject) subject.latest_evaluation_at = iso(at);
      withoutReport.add(entry.versionId);
    }
    // A failed evaluation is rare, and the reason shows in the subject's list: the recording of one
    // of the fortnight's evaluations could not be processed, and the subject was recorded again an
    // hour later (that evaluation has its report).
    const retaken = latestFirst
      .slice(group.processing)
      .filter((entry) => readyOf.some((other) => other.row.subject_id === entry.row.subject_id && String(other.row.evaluated_at) < String(entry.row.evaluated_at)));
    for (const entry of retaken.slice(0, group.failed)) {
      const earlier = readyOf.filter((other) => other.row.subject_id === entry.row.subject_id && String(other.row.evaluated_at) < String(entry.row.evaluated_at));
      const failed = earlier[earlier.length - 1];
      if (!failed) continue;
      failed.row.status = 'failed';
      failed.row.evaluated_at = iso(Date.parse(String(entry.row.evaluated_at)) - 3_600_000);
      failed.row.task_id ??= entry.row.task_id === null ? null : `${String(entry.row.task_id)}-1`;
      failed.row.protocol = entry.row.protocol;
      failed.row.requested_by = entry.row.requested_by;
      withoutReport.add(failed.versionId);
    }
    dropVersions(plan, withoutReport);
    // A few reports were corrected: a second version with one value recalculated or the advice changed.
    const candidates = readyOf.filter((e) => !e.legacy && !withoutReport.has(e.versionId));
    const step = Math.max(1, Math.floor(candidates.length / Math.max(1, group.secondVersions)));
    const corrected = candidates.filter((_, i) => i % step === 0).slice(0, group.secondVersions);
    for (const [i, entry] of corrected.entries()) addSecondVersion(plan, ids, entry.versionId, entry.previousSpeed, i % correctionNotes.length, now);
  }
  return plan;
}

/**
 * The demo is a fortnight of a clinic: most subjects' latest evaluation falls on a working day of
 * the last two weeks (a few are not due yet); their earlier ones stay where they were, at least 30
 * days apart.
 * `days` are day numbers from `windowStart`, which is 730 days before today.
 */
function lastInFortnight(days: number[], index: number, windowStart: number): void {
  if (index % 4 === 3 || days.length === 0) return;
  const workingDays = Array.from({ length: 14 }, (_, i) => 716 + i).filter((d) => onWeekday(d, windowStart) === d);
  let next = workingDays[(index * 3) % workingDays.length] as number;
  for (let i = days.length - 1; i >= 0; i--) {
    days[i] = Math.max(0, Math.min(next, i === days.length - 1 ? next : (days[i] as number)));
    next = (days[i] as number) - 30;
  }
}

/** The working day nearest `day` (Saturday to Friday, Sunday to Monday unless that is today). */
function onWeekday(day: number, windowStart: number): number {
  const weekday = new Date(windowStart + day * dayMs).getUTCDay();
  if (weekday === 6) return day - 1;
  if (weekday === 0) return day + 1 < 730 ? day + 1 : day - 2;
  return day;
}

type Value = { key: string; value: number; low: number | null; high: number | null };

/** An empty list for every language of the product. */
function perLanguageList(): Record<Language, string[]> {
  return Object.fromEntries(languages.map((lang) => [lang, []])) as unknown as Record<Language, string[]>;
}

function addTexts(plan: ReportPlan, versionId: number, values: readonly Value[], speed: { now: number; before: number | null }, note: number | null, shorterFollowUp: boolean): void {
  const outside = perLanguageList();
  const borderline = perLanguageList();
  for (const v of values) {
    const { flag } = flagOf(v.value, v.low, v.high);
    const measure = measureByKey.get(v.key);
    if (!measure || (flag !== 'outside' && flag !== 'borderline')) continue;
    for (const lang of languages) (flag === 'outside' ? outside : borderline)[lang].push(measure.name[lang].toLowerCase());
  }
  const outsideCount = outside[sourceLanguage].length;
  let followUpMonths = outsideCount >= 3 ? 3 : outsideCount ? 6 : borderline[sourceLanguage].length ? 12 : 24;
  if (shorterFollowUp) followUpMonths = Math.max(3, followUpMonths / 2);
  for (const variation of ['full', 'summary'] as const) {
    for (const lang of languages) {
      plan.texts.push({
        report_version_id: versionId,
        variation,
        lang,
        title: reportTitles[variation][lang],
        conclusion: conclusion({ outside, borderline, speed, followUpMonths }, lang, variation === 'summary'),
        note: note === null ? null : correctionNotes[note]?.[lang] ?? null,
      });
    }
  }
}

function addComments(plan: ReportPlan, ids: PlanStart, versionId: number, team: readonly string[], at: number, rnd: () => number): void {
  const kept = Math.floor(rnd() * 3);
  const chosen = Array.from({ length: kept }, () => ({ texts: keptComments[Math.floor(rnd() * keptComments.length)], discarded: false }));
  if (rnd() < 0.35) chosen.splice(Math.floor(rnd() * (kept + 1)), 0, { texts: discardedComments[Math.floor(rnd() * discardedComments.length)], discarded: true });
  for (const [i, comment] of chosen.entries()) {
    if (!comment.texts) continue;
    const id = ids.commentId++;
    plan.comments.push({ id, report_version_id: versionId, author: team[i % team.length], written_at: iso(at + i * 600_000), discarded: comment.discarded });
    for (const lang of languages) plan.commentTexts.push({ comment_id: id, lang, body: comment.texts[lang] });
  }
}

function dropVersions(plan: ReportPlan, versionIds: ReadonlySet<number>): void {
  const commentIds = new Set(plan.comments.filter((c) => versionIds.has(c.report_version_id as number)).map((c) => c.id as number));
  plan.versions = plan.versions.filter((v) => !versionIds.has(v.id as number));
  plan.measurements = plan.measurements.filter((m) => !versionIds.has(m.report_version_id as number));
  plan.texts = plan.texts.filter((t) => !versionIds.has(t.report_version_id as number));
  plan.comments = plan.comments.filter((c) => !commentIds.has(c.id as number));
  plan.commentTexts = plan.commentTexts.filter((c) => !commentIds.has(c.comment_id as number));
}

function addSecondVersion(plan: ReportPlan, ids: PlanStart, firstId: number, previousSpeed: number | null, note: number, now: Date): void {
  const first = plan.versions.find((v) => v.id === firstId);
  if (!first) return;
  const versionId = ids.versionId++;
  // Corrected two days later, or (for the last days' reports) a few hours before the seeding.
  const made = Date.parse(String(first.created_at));
  const created = Math.min(made + 2 * dayMs, Math.max(made + 3_600_000, now.getTime() - 2 * 3_600_000));
  plan.versions.push({ ...first, id: versionId, version: 2, created_at: iso(created) });
  const values: Value[] = plan.measurements
    .filter((m) => m.report_version_id === firstId)
    .map((m) => {
      // Note 0: the stride length was recalculated (about 4 % shorter).
      const value = note === 0 && m.item_key === 'stride_length' ? Math.round((m.value as number) * 96) / 100 : (m.value as number);
      return { key: m.item_key as string, value, low: m.ref_low as number | null, high: m.ref_high as number | null };
    });
  for (const v of values) plan.measurements.push({ report_version_id: versionId, item_key: v.key, value: v.value, ref_low: v.low, ref_high: v.high });
  const speed = values.find((v) => v.key === 'gait_speed')?.value ?? 0;
  addTexts(plan, versionId, values, { now: speed, before: previousSpeed }, note, note === 1);
  for (const comment of plan.comments.filter((c) => c.report_version_id === firstId)) {
    const id = ids.commentId++;
    plan.comments.push({ ...comment, id, report_version_id: versionId });
    for (const text of plan.commentTexts.filter((t) => t.comment_id === comment.id)) plan.commentTexts.push({ ...text, comment_id: id });
  }
}
