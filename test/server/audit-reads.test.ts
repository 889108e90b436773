// The audit trail without noise (issue 24, item 7): a person's views of the medical records list
// are written at most once a half hour, the reads are kept apart from the changes on request, and
// every row names who made it; the demo trail shows changes with their values before and after.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AuditPage } from '../../src/contract/types.ts';
import { demoInstitutionIds, signedInAs, userId, type DemoIds } from './support/reports-setup.ts';
import { call, type SignedIn, type TestServer, startTestServer } from './support/test-server.ts';

const audit = suite<{ t: TestServer; inst: DemoIds }>('audit trail reads and changes');

audit.before(async (ctx) => {
  ctx.t = await startTestServer();
  ctx.inst = await demoInstitutionIds(ctx.t);
});

audit.after(async ({ t }) => {
  await t.close();
});

const trail = (t: TestServer, user: SignedIn, query = '') =>
  call<AuditPage>(t, `portal_users/list_audit_inst/0${query}`, { method: 'GET', headers: user.headers });

audit('opening the records list again and again writes one row per person and half hour, naming them', async ({ t, inst }) => {
  const reader = await signedInAs(t, 'institutional_clinician', inst.north);
  // Two at once (a page asks for its list and its neighbour does too), then one more later.
  const together = await Promise.all([1, 2].map((page) => call(t, `medical_record/list_inst/0?page=${page}`, { headers: reader.headers })));
  assert.equal(together.map((answer) => answer.status), [200, 200]);
  assert.is((await call(t, 'medical_record/list_inst/0?page=3', { headers: reader.headers })).status, 200);
  const rows = await t.server.db.query<{ n: number; actor: string }>(
    `SELECT count(*)::int AS n, min(actor_name) AS actor FROM audit_log WHERE action = 'records_listed' AND actor_id = $1 AND institution_id = $2`,
    [await userId(t, 'institutional_clinician'), inst.north],
  );
  assert.equal(rows, [{ n: 1, actor: 'Martín Núñez' }]);
});

audit('kind=reads keeps the reads of medical records, kind=changes the rest, and all is the default', async ({ t, inst }) => {
  const reader = await signedInAs(t, 'institutional_clinician', inst.north);
  await call(t, 'medical_record/list_inst/0', { headers: reader.headers });
  const owner = await signedInAs(t, 'owner', inst.north);
  const reads = await trail(t, owner, '?kind=reads&per_page=100');
  const changes = await trail(t, owner, '?kind=changes&per_page=100');
  const all = await trail(t, owner, '?per_page=100');
  const actions = (page: typeof reads) => page.body.data?.entries.map((e) => e.action) ?? [];
  assert.ok(actions(reads).length > 0 && actions(reads).every((a) => a === 'record_read' || a === 'records_listed'), actions(reads).join());
  assert.ok(actions(changes).length > 0 && actions(changes).every((a) => a !== 'record_read' && a !== 'records_listed'), actions(changes).join());
  assert.is(all.body.data?.total_rows, (reads.body.data?.total_rows ?? 0) + (changes.body.data?.total_rows ?? 0));
  assert.is((await trail(t, owner, '?kind=everything')).status, 400, 'an unknown kind is refused');
});

audit('the demo trail shows the owner’s changes to users with the values before and after', async ({ t, inst }) => {
  const owner = await signedInAs(t, 'owner', inst.north);
  const page = await trail(t, owner, `?kind=changes&action=roles_changed&user=${await userId(t, 'institutional_clinician')}`);
  const row = page.body.data?.entries.at(-1);
  assert.is(row?.actor_name, 'Carmen Ortega');
  assert.is(row?.user_name, 'Martín Núñez');
  assert.equal(row?.changes, [{ field: 'roles', before: 'clinician', after: 'institutional_clinician' }]);
});

audit('a read of a medical record and an export say which subject they concern, within the institution only', async ({ t, inst }) => {
  const reader = await signedInAs(t, 'institutional_clinician', inst.north);
  const [record] = await t.server.db.query<{ id: number; subject_code: string }>(
    'SELECT id, subject_code FROM medical_records WHERE institution_id = $1 ORDER BY id LIMIT 1',
    [inst.north],
  );
  assert.ok(record, 'the demo data has a record in the north');
  assert.is((await call(t, `medical_record/get_inst/${record?.id}`, { headers: reader.headers })).status, 200);
  const [evaluation] = await t.server.db.query<{ id: number; subject_code: string; evaluated_at: Date }>(
    `SELECT e.id, s.subject_code, e.evaluated_at FROM evaluations e JOIN subjects s ON s.id = e.subject_id
     WHERE e.institution_id = $1 AND e.status = 'ready' AND NOT e.is_demo ORDER BY e.id LIMIT 1`,
    [inst.north],
  );
  assert.is((await call(t, `reports/fhir_inst/${evaluation?.id}`, { method: 'GET', headers: reader.headers })).status, 200);
  const owner = await signedInAs(t, 'owner', inst.north);
  const reads = await trail(t, owner, '?kind=reads&action=record_read&per_page=100');
  const read = reads.body.data?.entries.find((e) => e.changes.some((c) => c.field === 'record' && c.after === String(record?.id)));
  assert.is(read?.subject_code, record?.subject_code);
  assert.is(read?.evaluated_at, null);
  const exports = await trail(t, owner, '?action=fhir_exported&per_page=100');
  const exported = exports.body.data?.entries.find((e) => e.changes.some((c) => c.field === 'evaluation' && c.after === String(evaluation?.id)));
  assert.is(exported?.subject_code, evaluation?.subject_code);
  assert.is(exported?.evaluated_at, new Date(evaluation!.evaluated_at).toISOString());
  // A row pointing at another institution's record (a forged row) names nothing of it.
  const [south] = await t.server.db.query<{ id: number }>('SELECT id FROM medical_records WHERE institution_id = $1 ORDER BY id LIMIT 1', [inst.south]);
  await t.server.db.query(
    `INSERT INTO audit_log (institution_id, at, actor_id, actor_name, user_id, user_name, action, changes)
     VALUES ($1, now(), NULL, '', NULL, '', 'record_read', $2::text::jsonb)`,
    [inst.north, JSON.stringify([{ field: 'record', before: null, after: String(south?.id) }])],
  );
  const forged = (await trail(t, owner, '?kind=reads&action=record_read&per_page=1')).body.data?.entries[0];
  assert.equal([forged?.changes[0]?.after, forged?.subject_code], [String(south?.id), null]);
});

audit.run();
