import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { AdminEvaluationList, EvaluationList, ReportAnswer, ReportVariation, SubjectList } from '../../src/contract/types.ts';
import { demoInstitutionIds, ids, signedInAs, userId, type DemoIds } from './support/reports-setup.ts';
import { call, type SignedIn, type TestServer, startTestServer } from './support/test-server.ts';

const scope = suite<{ t: TestServer; inst: DemoIds }>('subject and report scope rules');

scope.before(async (ctx) => {
  ctx.t = await startTestServer();
  ctx.inst = await demoInstitutionIds(ctx.t);
});

scope.after(async ({ t }) => {
  await t.close();
});

const post = <T>(t: TestServer, user: SignedIn, path: string, json?: unknown) => call<T>(t, path, { headers: user.headers, json });
const get = <T>(t: TestServer, user: SignedIn, path: string) => call<T>(t, path, { method: 'GET', headers: user.headers });

scope('_inst paths answer 403 Bad permissions without the institution-wide permission', async ({ t, inst }) => {
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const [evaluation] = await ids(t, 'SELECT id FROM evaluations WHERE institution_id = $1 ORDER BY id LIMIT 1', [inst.north]);
  const [legacy] = await ids(t, 'SELECT id FROM evaluations WHERE institution_id = $1 AND task_id IS NULL LIMIT 1', [inst.north]);
  const refused = [
    await post(t, clinician, 'subjects/list_inst/0'),
    await post(t, clinician, 'reports/list_reports_inst/0'),
    await post(t, clinician, 'reports/list_inst/0'),
    await post(t, clinician, `reports/get_evaluation_report_inst/${evaluation}`),
    await post(t, clinician, `reports/get_report_inst/${legacy}`),
    await post(t, clinician, 'reports/get_longitudinal_report_inst/0', { list: [evaluation] }),
  ];
  for (const answer of refused) {
    assert.is(answer.status, 403);
    assert.is(answer.body.message, serverReason.badPermissions);
  }
  // The same calls work for an institutional clinician.
  const institutional = await signedInAs(t, 'institutional_clinician', inst.north);
  assert.is((await post(t, institutional, 'reports/list_reports_inst/0')).status, 200);
  assert.is((await post(t, institutional, `reports/get_evaluation_report_inst/${evaluation}`)).status, 200);
});

scope('a medical record entry user lists the institution subjects but no reports', async ({ t, inst }) => {
  const records = await signedInAs(t, 'medical_record_entry', inst.south);
  const subjects = await post<SubjectList>(t, records, 'subjects/list_inst/0?page_size=100');
  assert.is(subjects.status, 200);
  const [count] = await ids(t, 'SELECT count(*)::int AS id FROM subjects WHERE institution_id = $1', [inst.south]);
  assert.is(subjects.body.data?.total_rows, count);
  assert.is((await post(t, records, 'reports/list_reports_inst/0')).status, 403);
});

scope('_inst_user subject list returns only the subjects assigned to the caller', async ({ t, inst }) => {
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const own = await ids(t, 'SELECT subject_id AS id FROM subject_assignments WHERE user_id = $1 ORDER BY subject_id', [await userId(t, 'clinician')]);
  assert.ok(own.length > 0 && own.length < 40, 'the demo clinician has some subjects, not all');
  const answer = await post<SubjectList>(t, clinician, 'subjects/list_inst_user/0?page_size=100');
  assert.is(answer.status, 200);
  assert.equal(answer.body.data?.subject_list.map((s) => s.keyid).sort((a, b) => a - b), own);
  assert.is(answer.body.data?.total_rows, own.length);
});

scope('_inst_user evaluation lists return only evaluations of the caller\'s own subjects', async ({ t, inst }) => {
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const own = await ids(
    t,
    `SELECT e.id FROM evaluations e JOIN subject_assignments a ON a.subject_id = e.subject_id AND a.user_id = $1 ORDER BY e.id`,
    [await userId(t, 'clinician')],
  );
  const answer = await post<EvaluationList>(t, clinician, 'reports/list_reports_inst_user/0?page_size=100');
  assert.is(answer.status, 200);
  assert.equal(answer.body.data?.evaluation_list.map((e) => e.keyid).sort((a, b) => a - b), own);
  assert.is(answer.body.data?.total_rows, own.length);
  // Asking for another subject by its id is answered as if it did not exist.
  const [other] = await ids(t, 'SELECT s.id FROM subjects s WHERE s.institution_id = $1 AND NOT EXISTS (SELECT 1 FROM subject_assignments a WHERE a.subject_id = s.id AND a.user_id = $2) LIMIT 1', [inst.north, await userId(t, 'clinician')]);
  const guessed = await post(t, clinician, `reports/list_reports_inst_user/0?subject=${other}`);
  assert.is(guessed.status, 404);
  assert.is(guessed.body.message, serverReason.subjectNotFound);
});

scope('an _inst_user caller can never read someone else\'s evaluation by guessing its id', async ({ t, inst }) => {
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const mine = new Set(await ids(t, 'SELECT e.id FROM evaluations e JOIN subject_assignments a ON a.subject_id = e.subject_id AND a.user_id = $1', [await userId(t, 'clinician')]));
  const every = await ids(t, 'SELECT id FROM evaluations ORDER BY id');
  const [highest] = every.slice(-1);
  const guesses = [...every.filter((id) => !mine.has(id)), (highest ?? 0) + 1, (highest ?? 0) + 1000];
  assert.ok(guesses.length > 100, 'most evaluations belong to other clinicians or institutions');
  for (const id of guesses) {
    for (const path of [`reports/get_evaluation_report_inst_user/${id}`, `reports/get_report_inst_user/${id}`]) {
      const answer = await post<ReportAnswer>(t, clinician, path);
      assert.is(answer.status, 404, `${path} must not answer`);
      assert.is(answer.body.data, undefined);
    }
  }
  // The variations call and the longitudinal call refuse them too.
  const foreign = guesses.slice(0, 5);
  for (const id of foreign) {
    const demo = await ids(t, 'SELECT id FROM evaluations WHERE id = $1 AND is_demo', [id]);
    if (demo.length) continue;
    assert.is((await get(t, clinician, `reports/get_report_variations_inst/${id}`)).status, 404);
  }
  const [ownOne] = [...mine];
  const mixed = await post(t, clinician, 'reports/get_longitudinal_report_inst_user/0', { list: [ownOne, foreign[0]] });
  assert.is(mixed.status, 404);
  // The caller's own evaluations do answer.
  const open = await post<ReportAnswer>(t, clinician, `reports/get_evaluation_report_inst_user/${ownOne}`);
  assert.is(open.status, 200);
  assert.is(open.body.data?.evaluation.keyid, ownOne);
});

scope('anything of another institution answers 404, whatever the permission', async ({ t, inst }) => {
  const institutional = await signedInAs(t, 'institutional_clinician', inst.north);
  const [southEvaluation] = await ids(t, "SELECT id FROM evaluations WHERE institution_id = $1 AND status = 'ready' LIMIT 1", [inst.south]);
  const [southLegacy] = await ids(t, 'SELECT id FROM evaluations WHERE institution_id = $1 AND task_id IS NULL LIMIT 1', [inst.south]);
  const [southSubject] = await ids(t, 'SELECT id FROM subjects WHERE institution_id = $1 LIMIT 1', [inst.south]);
  for (const answer of [
    await post(t, institutional, `reports/get_evaluation_report_inst/${southEvaluation}`),
    await post(t, institutional, `reports/get_report_inst/${southLegacy}`),
    await get(t, institutional, `reports/get_report_variations_inst/${southEvaluation}`),
    await post(t, institutional, 'reports/get_longitudinal_report_inst/0', { list: [southEvaluation] }),
  ]) {
    assert.is(answer.status, 404);
    assert.is(answer.body.message, serverReason.evaluationNotFound);
  }
  const list = await post(t, institutional, `reports/list_reports_inst/0?subject=${southSubject}`);
  assert.is(list.status, 404);
  // The north's subject list holds no subject of the south.
  const subjects = await post<SubjectList>(t, institutional, 'subjects/list_inst/0?page_size=100');
  assert.ok(subjects.body.data?.subject_list.every((s) => s.institution_id === inst.north));
});

scope('report paths need a chosen institution (409)', async ({ t }) => {
  const user = await signedInAs(t, 'institutional_clinician');
  for (const path of ['subjects/list_inst/0', 'subjects/list_inst_user/0', 'reports/list_reports_inst/0', 'reports/list_reports_inst_demo/0']) {
    const answer = await post(t, user, path);
    assert.is(answer.status, 409, path);
    assert.is(answer.body.message, serverReason.institutionNotChosen);
  }
});

scope('demo paths need at least one role in the chosen institution', async ({ t, inst }) => {
  const admin = await signedInAs(t, 'admin', inst.south);
  const [demoEvaluation] = await ids(t, "SELECT id FROM evaluations WHERE is_demo AND status = 'ready' ORDER BY id LIMIT 1");
  for (const answer of [
    await post(t, admin, 'reports/list_reports_inst_demo/0'),
    await post(t, admin, `reports/get_evaluation_report_demo_inst/${demoEvaluation}`),
    await post(t, admin, 'reports/get_demo_longitudinal_report_inst/0', { list: [demoEvaluation] }),
  ]) {
    assert.is(answer.status, 403);
    assert.is(answer.body.message, serverReason.badPermissions);
  }
  const evaluator = await signedInAs(t, 'evaluator', inst.north);
  const list = await post<EvaluationList>(t, evaluator, 'reports/list_reports_inst_demo/0?page_size=100');
  assert.is(list.status, 200);
  const pool = await ids(t, 'SELECT id FROM evaluations WHERE is_demo ORDER BY id');
  assert.equal(list.body.data?.evaluation_list.map((e) => e.keyid).sort((a, b) => a - b), pool);
  assert.ok(list.body.data?.evaluation_list.every((e) => e.institution_id === null));
  assert.is((await post(t, evaluator, `reports/get_evaluation_report_demo_inst/${demoEvaluation}`)).status, 200);
});

scope('demo paths answer only demonstration evaluations, and institution paths never answer them', async ({ t, inst }) => {
  const institutional = await signedInAs(t, 'institutional_clinician', inst.north);
  const [demoEvaluation] = await ids(t, "SELECT id FROM evaluations WHERE is_demo AND status = 'ready' LIMIT 1");
  const [northEvaluation] = await ids(t, "SELECT id FROM evaluations WHERE institution_id = $1 AND status = 'ready' LIMIT 1", [inst.north]);
  assert.is((await post(t, institutional, `reports/get_evaluation_report_demo_inst/${northEvaluation}`)).status, 404);
  assert.is((await post(t, institutional, `reports/get_evaluation_report_inst/${demoEvaluation}`)).status, 404);
});

scope('subjects/list and reports/admin_evaluation_list need is_admin', async ({ t, inst }) => {
  const owner = await signedInAs(t, 'owner', inst.north);
  for (const answer of [await post(t, owner, 'subjects/list/0'), await get(t, owner, 'reports/admin_evaluation_list/0')]) {
    assert.is(answer.status, 403);
    assert.is(answer.body.message, serverReason.badPermissions);
  }
  const admin = await signedInAs(t, 'admin');
  const subjects = await post<SubjectList>(t, admin, 'subjects/list/0?page_size=100');
  assert.is(subjects.status, 200);
  const [subjectCount] = await ids(t, 'SELECT count(*)::int AS id FROM subjects WHERE NOT is_demo');
  assert.is(subjects.body.data?.total_rows, subjectCount);
  assert.equal(new Set(subjects.body.data?.subject_list.map((s) => s.institution_id)), new Set([inst.north, inst.south]));
  // The institutions' own references stay inside the institutions.
  assert.ok(subjects.body.data?.subject_list.every((s) => s.reference === null));
  const evaluations = await get<AdminEvaluationList>(t, admin, 'reports/admin_evaluation_list/0?status=processing,failed,requested&page_size=100');
  assert.is(evaluations.status, 200);
  const [pending] = await ids(t, "SELECT count(*)::int AS id FROM evaluations WHERE NOT is_demo AND status <> 'ready'");
  assert.is(evaluations.body.data?.total_rows, pending);
  assert.ok(evaluations.body.data?.evaluations.every((e) => e.status !== 'ready'));
  const south = await get<AdminEvaluationList>(t, admin, `reports/admin_evaluation_list/0?institution=${inst.south}`);
  assert.ok(south.body.data?.evaluations.every((e) => e.institution_id === inst.south));
});

scope('legacy paths keep only evaluations without a task_id', async ({ t, inst }) => {
  const institutional = await signedInAs(t, 'institutional_clinician', inst.north);
  const legacy = await ids(t, 'SELECT id FROM evaluations WHERE institution_id = $1 AND task_id IS NULL ORDER BY id', [inst.north]);
  assert.ok(legacy.length > 0, 'the demo data has legacy evaluations');
  const list = await post<EvaluationList>(t, institutional, 'reports/list_inst/0?page_size=100');
  assert.is(list.status, 200);
  assert.equal(list.body.data?.evaluation_list.map((e) => e.keyid).sort((a, b) => a - b), legacy);
  assert.ok(list.body.data?.evaluation_list.every((e) => e.task_id === null));
  const [withTask] = await ids(t, "SELECT id FROM evaluations WHERE institution_id = $1 AND task_id IS NOT NULL AND status = 'ready' LIMIT 1", [inst.north]);
  assert.is((await post(t, institutional, `reports/get_report_inst/${withTask}`)).status, 404);
  assert.is((await post(t, institutional, `reports/get_report_inst/${legacy[0]}`)).status, 200);
  // The per-user legacy list: the caller's own legacy evaluations only.
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const ownLegacy = await ids(
    t,
    'SELECT e.id FROM evaluations e JOIN subject_assignments a ON a.subject_id = e.subject_id AND a.user_id = $1 WHERE e.task_id IS NULL ORDER BY e.id',
    [await userId(t, 'clinician')],
  );
  const mine = await post<EvaluationList>(t, clinician, 'reports/list_inst_user/0?page_size=100');
  assert.equal(mine.body.data?.evaluation_list.map((e) => e.keyid).sort((a, b) => a - b), ownLegacy);
});

scope('the variations call follows the caller: institution-wide with the permission, own subjects without', async ({ t, inst }) => {
  const institutional = await signedInAs(t, 'institutional_clinician', inst.north);
  const [evaluation] = await ids(t, "SELECT id FROM evaluations WHERE institution_id = $1 AND status = 'ready' LIMIT 1", [inst.north]);
  const answer = await get<ReportVariation[]>(t, institutional, `reports/get_report_variations_inst/${evaluation}`);
  assert.is(answer.status, 200);
  assert.equal(answer.body.data?.map((v) => v.variation), ['full', 'summary']);
  assert.equal(answer.body.data?.map((v) => v.is_default), [true, false]);
});

scope.run();
