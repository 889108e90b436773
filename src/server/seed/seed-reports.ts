/**
 * Loads the demo subjects, evaluations and reports (report-plan.ts) for both demo institutions and
 * the demonstration pool, one bulk statement per table.
 */
import type { Queryable } from '../db/db.ts';
import { bulkInsert, nextId } from './bulk-insert.ts';
import type { DemoInstitutionKey } from './demo-data.ts';
import { planReports, type ReportPlan, type SubjectGroup } from './report-plan.ts';

/** The demo users that subjects are registered by, evaluations requested by, or assigned to. */
async function userIds(tx: Queryable): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; email: string }>('SELECT id, email FROM users');
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Who does what in each demo institution (see demo-data.ts for the accounts). */
function demoGroups(institutions: Record<DemoInstitutionKey, number>, users: Map<string, number>): SubjectGroup[] {
  const user = (email: string) => users.get(email) ?? null;
  const present = (list: (number | null)[]) => list.filter((id): id is number => id !== null);
  const assignee = (email: string, every: number, offset: number) => {
    const id = user(email);
    return id === null ? [] : [{ userId: id, every, offset }];
  };
  return [
    {
      institutionId: institutions.north,
      codePrefix: 'NOR',
      referencePrefix: 'HC-',
      count: 40,
      requesters: present([user('inst.clinician@portal.example'), user('owner@portal.example'), user('clinician@portal.example')]),
      // The per-user clinician of the north sees every fifth subject.
      assignees: [...assignee('clinician@portal.example', 5, 0), ...assignee('inst.clinician@portal.example', 3, 1)],
      evaluations: [1, 6],
      // The last hour's two recordings are on their way; one of the fortnight's failed and was
      // recorded again (report-plan.ts).
      processing: 2,
      failed: 1,
      secondVersions: 4,
    },
    {
      institutionId: institutions.south,
      codePrefix: 'SUL',
      referencePrefix: 'PRC-',
      count: 40,
      requesters: present([user('inst.clinician@portal.example'), user('records@portal.example')]),
      // The user manager is a clinician in the south and sees every sixth subject there.
      assignees: assignee('user.manager@portal.example', 6, 2),
      evaluations: [1, 6],
      processing: 0,
      failed: 0,
      secondVersions: 3,
    },
    {
      institutionId: null,
      codePrefix: 'DEMO',
      referencePrefix: null,
      count: 6,
      requesters: [],
      assignees: [],
      evaluations: [2, 5],
      processing: 0,
      failed: 0,
      secondVersions: 1,
    },
  ];
}

/** Inserts a planned set of rows (ids included) into the report tables. */
export async function insertReportPlan(tx: Queryable, plan: ReportPlan): Promise<void> {
  await bulkInsert(
    tx,
    'subjects',
    {
      id: 'int',
      institution_id: 'int',
      subject_code: 'text',
      reference: 'text',
      birth_date: 'date',
      sex: 'text',
      portal_provided: 'boolean',
      registered_by: 'int',
      registered_at: 'timestamptz',
      is_demo: 'boolean',
      evaluation_count: 'int',
      latest_evaluation_at: 'timestamptz',
    },
    plan.subjects,
    true,
  );
  await bulkInsert(tx, 'subject_assignments', { subject_id: 'int', user_id: 'int', assigned_at: 'timestamptz' }, plan.assignments);
  await bulkInsert(
    tx,
    'evaluations',
    {
      id: 'int',
      subject_id: 'int',
      institution_id: 'int',
      requested_by: 'int',
      evaluated_at: 'timestamptz',
      status: 'text',
      task_id: 'text',
      protocol: 'text',
      is_demo: 'boolean',
    },
    plan.evaluations,
    true,
  );
  await bulkInsert(
    tx,
    'report_versions',
    { id: 'int', evaluation_id: 'int', version: 'int', created_at: 'timestamptz', author: 'text', evaluators: 'jsonb' },
    plan.versions,
    true,
  );
  await bulkInsert(
    tx,
    'report_measurements',
    { report_version_id: 'int', item_key: 'text', value: 'double precision', ref_low: 'double precision', ref_high: 'double precision' },
    plan.measurements,
  );
  await bulkInsert(
    tx,
    'report_texts',
    { report_version_id: 'int', variation: 'text', lang: 'text', title: 'text', conclusion: 'text', note: 'text' },
    plan.texts,
  );
  await bulkInsert(tx, 'report_comments', { id: 'int', report_version_id: 'int', author: 'text', written_at: 'timestamptz', discarded: 'boolean' }, plan.comments, true);
  await bulkInsert(tx, 'report_comment_texts', { comment_id: 'int', lang: 'text', body: 'text' }, plan.commentTexts);
}

/** Seeds the demo subjects and reports of both demo institutions and the demonstration pool. */
export async function seedReports(tx: Queryable, institutions: Record<DemoInstitutionKey, number>, now: Date): Promise<void> {
  const users = await userIds(tx);
  const start = {
    subjectId: await nextId(tx, 'subjects'),
    evaluationId: await nextId(tx, 'evaluations'),
    versionId: await nextId(tx, 'report_versions'),
    commentId: await nextId(tx, 'report_comments'),
  };
  await insertReportPlan(tx, planReports(demoGroups(institutions, users), start, now));
}
