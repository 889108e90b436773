import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverReason } from '../../../src/contract/messages.ts';
import type { AccessEventPage } from '../../../src/contract/schemas/access-events.ts';
import { call, startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { demoInstitutionIds, ids, signedInAs, userId, type DemoIds } from '../support/reports-setup.ts';

interface Ctx {
  t: TestServer;
  inst: DemoIds;
  reader: SignedIn;
  manager: SignedIn;
}

const events = suite<Ctx>('access events: who opened, printed or exported a subject, and nothing clinical');

events.before(async (ctx) => {
  ctx.t = await startTestServer();
  ctx.inst = await demoInstitutionIds(ctx.t);
  ctx.reader = await signedInAs(ctx.t, 'institutional_clinician', ctx.inst.north);
  ctx.manager = await signedInAs(ctx.t, 'user_manager', ctx.inst.north);
});

events.after(async ({ t }) => {
  await t.close();
});

interface EventRow {
  institution_id: number | null;
  user_id: number;
  action: string;
  target_kind: string;
  target_id: number | null;
  subject_id: number | null;
  subject_code: string | null;
}

const eventsOf = (t: TestServer, userIdValue: number) =>
  t.server.db.query<EventRow>(
    'SELECT institution_id, user_id, action, target_kind, target_id, subject_id, subject_code FROM access_events WHERE user_id = $1 ORDER BY id',
    [userIdValue],
  );

async function readyEvaluation(t: TestServer, institution: number): Promise<{ id: number; subject_id: number; subject_code: string }> {
  const rows = await t.server.db.query<{ id: number; subject_id: number; subject_code: string }>(
    `SELECT e.id, e.subject_id, s.subject_code FROM evaluations e JOIN subjects s ON s.id = e.subject_id
     WHERE e.institution_id = $1 AND e.status = 'ready' AND NOT e.is_demo
       AND EXISTS (SELECT 1 FROM report_versions v WHERE v.evaluation_id = e.id) ORDER BY e.id LIMIT 1`,
    [institution],
  );
  const row = rows[0];
  if (!row) throw new Error('no ready evaluation in the demo data');
  return row;
}

events('a report read writes one event: who, when, which institution, which report and subject', async ({ t, inst, reader }) => {
  const evaluation = await readyEvaluation(t, inst.north);
  const readerId = await userId(t, 'institutional_clinician');
  const before = (await eventsOf(t, readerId)).length;
  const res = await call(t, `reports/get_evaluation_report_inst/${evaluation.id}?lang=es`, { headers: reader.headers });
  assert.is(res.status, 200);
  const after = await eventsOf(t, readerId);
  assert.is(after.length, before + 1);
  assert.equal(after.at(-1), {
    institution_id: inst.north,
    user_id: readerId,
    action: 'report_read',
    target_kind: 'report',
    target_id: evaluation.id,
    subject_id: evaluation.subject_id,
    subject_code: evaluation.subject_code,
  });
});

events('a missing report, a demonstration report and a refused read write no event', async ({ t, inst, reader }) => {
  const readerId = await userId(t, 'institutional_clinician');
  const before = (await eventsOf(t, readerId)).length;
  assert.is((await call(t, 'reports/get_evaluation_report_inst/999999', { headers: reader.headers })).status, 404);
  const [demo] = await ids(t, `SELECT e.id FROM evaluations e WHERE e.is_demo AND e.status = 'ready' ORDER BY e.id LIMIT 1`);
  assert.is((await call(t, `reports/get_evaluation_report_demo_inst/${demo}`, { headers: reader.headers })).status, 200);
  const south = await readyEvaluation(t, inst.south);
  assert.is((await call(t, `reports/get_evaluation_report_inst/${south.id}`, { headers: reader.headers })).status, 404);
  assert.is((await eventsOf(t, readerId)).length, before);
});

events('a longitudinal view and a medical record read are access events of their subject', async ({ t, inst, reader }) => {
  const evaluation = await readyEvaluation(t, inst.north);
  const readerId = await userId(t, 'institutional_clinician');
  const res = await call(t, 'reports/get_longitudinal_report_inst/0?lang=en', { headers: reader.headers, json: { list: [evaluation.id] } });
  assert.is(res.status, 200);
  assert.equal((await eventsOf(t, readerId)).at(-1)?.action, 'longitudinal_read');
  assert.equal((await eventsOf(t, readerId)).at(-1)?.subject_id, evaluation.subject_id);

  const records = await signedInAs(t, 'medical_record_entry', inst.south);
  const recordsUser = await userId(t, 'medical_record_entry');
  const [record] = await t.server.db.query<{ id: number; subject_code: string }>(
    'SELECT id, subject_code FROM medical_records WHERE institution_id = $1 ORDER BY id LIMIT 1',
    [inst.south],
  );
  assert.ok(record, 'the demo data has a record in the south');
  assert.is((await call(t, `medical_record/get_inst/${record?.id}`, { headers: records.headers })).status, 200);
  const read = (await eventsOf(t, recordsUser)).at(-1);
  assert.equal([read?.action, read?.target_kind, read?.target_id, read?.subject_code, read?.institution_id], ['record_read', 'record', record?.id, record?.subject_code, inst.south]);
});

events('the access event table holds no clinical value: its columns are ids, names, codes and kinds', async ({ t }) => {
  const columns = await t.server.db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'access_events' AND table_schema = current_schema() ORDER BY column_name`,
  );
  assert.equal(
    columns.map((c) => c.column_name),
    [
      'action', 'at', 'copies', 'evaluation_ids', 'id', 'institution_id', 'institution_name', 'subject_code', 'subject_id', 'target_id', 'target_kind',
      'user_id', 'user_name', 'version',
    ],
  );
  // And what the events hold for the report read above: no conclusion, comment or title of it.
  const [report] = await t.server.db.query<{ conclusion: string; title: string }>(
    `SELECT t.conclusion, t.title FROM report_texts t JOIN report_versions v ON v.id = t.report_version_id
     JOIN access_events a ON a.target_id = v.evaluation_id AND a.action = 'report_read' LIMIT 1`,
  );
  assert.ok(report, 'a report was read');
  const text = JSON.stringify(await t.server.db.query('SELECT * FROM access_events'));
  assert.not.match(text, report?.conclusion ?? '');
  assert.not.match(text, report?.title ?? '');
});

events('no API call changes or deletes an access event, and the database refuses it too', async ({ t }) => {
  const touching = Object.values(endpoints).filter((e) => e.path.startsWith('access_events/'));
  assert.equal(touching.map((e) => e.path).sort(), [
    'access_events/certificate_printed_user/{id}',
    'access_events/last_opened_inst/{id}',
    'access_events/list_inst/0',
    'access_events/report_printed_inst/{id}',
  ]);
  let updateRefused = false;
  await t.server.db.query("UPDATE access_events SET user_name = 'someone else'").catch(() => {
    updateRefused = true;
  });
  let deleteRefused = false;
  await t.server.db.query('DELETE FROM access_events').catch(() => {
    deleteRefused = true;
  });
  assert.ok(updateRefused, 'UPDATE refused');
  assert.ok(deleteRefused, 'DELETE refused');
  const [count] = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_events');
  assert.ok((count?.n ?? 0) > 0);
});

events('a print is recorded for a report in scope; outside the scope it answers 404 and writes nothing', async ({ t, inst, reader }) => {
  const evaluation = await readyEvaluation(t, inst.north);
  const readerId = await userId(t, 'institutional_clinician');
  assert.is((await call(t, `access_events/report_printed_inst/${evaluation.id}`, { headers: reader.headers, json: {} })).status, 200);
  assert.equal((await eventsOf(t, readerId)).at(-1)?.action, 'printed');
  const before = (await eventsOf(t, readerId)).length;
  const south = await readyEvaluation(t, inst.south);
  const forged = await call(t, `access_events/report_printed_inst/${south.id}`, { headers: reader.headers, json: {} });
  assert.is(forged.status, 404);
  // A clinician sees only the subjects assigned to them.
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const clinicianId = await userId(t, 'clinician');
  const [unassigned] = await ids(
    t,
    `SELECT e.id FROM evaluations e WHERE e.institution_id = $1 AND NOT e.is_demo
     AND NOT EXISTS (SELECT 1 FROM subject_assignments a WHERE a.subject_id = e.subject_id AND a.user_id = $2) LIMIT 1`,
    [inst.north, clinicianId],
  );
  assert.is((await call(t, `access_events/report_printed_inst/${unassigned}`, { headers: clinician.headers, json: {} })).status, 404);
  assert.is((await eventsOf(t, readerId)).length, before);
  assert.is((await eventsOf(t, clinicianId)).length, 0);
});

events('user managers read the history, newest first, paged and filtered by subject; others are refused', async ({ t, inst, reader, manager }) => {
  const evaluation = await readyEvaluation(t, inst.north);
  await call(t, `reports/get_evaluation_report_inst/${evaluation.id}`, { headers: reader.headers });
  const all = await call<AccessEventPage>(t, 'access_events/list_inst/0?per_page=2', { method: 'GET', headers: manager.headers });
  assert.is(all.status, 200);
  assert.is(all.body.data?.entries.length, 2);
  assert.ok((all.body.data?.total_rows ?? 0) >= 3);
  assert.is(all.body.data?.entries[0]?.action, 'report_read');
  assert.is(all.body.data?.entries[0]?.user_name, 'Martín Núñez');
  const page2 = await call<AccessEventPage>(t, 'access_events/list_inst/0?per_page=2&page=2', { method: 'GET', headers: manager.headers });
  assert.ok((page2.body.data?.entries[0]?.id ?? Infinity) < (all.body.data?.entries[1]?.id ?? 0));
  const bySubject = await call<AccessEventPage>(t, `access_events/list_inst/0?subject=${evaluation.subject_id}&per_page=100`, { method: 'GET', headers: manager.headers });
  assert.ok((bySubject.body.data?.entries.length ?? 0) >= 2);
  assert.ok(bySubject.body.data?.entries.every((e) => e.subject_id === evaluation.subject_id));
  const byCode = await call<AccessEventPage>(t, `access_events/list_inst/0?subject_code=${encodeURIComponent(evaluation.subject_code)}`, { method: 'GET', headers: manager.headers });
  assert.is(byCode.body.data?.total_rows, bySubject.body.data?.total_rows);
  // Part of the code, in any case, finds it too (the filter follows what is typed); `%` is a character.
  const part = evaluation.subject_code.slice(1, -1).toLowerCase();
  const byPart = await call<AccessEventPage>(t, `access_events/list_inst/0?subject_code=${encodeURIComponent(part)}&per_page=100`, { method: 'GET', headers: manager.headers });
  assert.ok(byPart.body.data?.entries.some((e) => e.subject_id === evaluation.subject_id), `"${part}" finds ${evaluation.subject_code}`);
  assert.ok(byPart.body.data?.entries.every((e) => e.subject_code?.toLowerCase().includes(part)));
  const wildcard = await call<AccessEventPage>(t, 'access_events/list_inst/0?subject_code=%25', { method: 'GET', headers: manager.headers });
  assert.is(wildcard.body.data?.total_rows, 0);
  // The south's events (the record read above) are not the north's history.
  assert.ok(all.body.data?.entries.every((e) => e.institution_id === inst.north));
  const refused = await call(t, 'access_events/list_inst/0', { method: 'GET', headers: reader.headers });
  assert.is(refused.status, 403);
  assert.is(refused.body.message, serverReason.badPermissions);
});

events('the history says what each event was about: the evaluation date of a report, the dates an export held, a certificate\'s holder; nothing of another institution', async ({ t, inst, reader, manager }) => {
  const evaluation = await readyEvaluation(t, inst.north);
  const [when] = await t.server.db.query<{ evaluated_at: Date }>('SELECT evaluated_at FROM evaluations WHERE id = $1', [evaluation.id]);
  await call(t, `reports/get_evaluation_report_inst/${evaluation.id}`, { headers: reader.headers });
  assert.is((await call(t, `subjects/fhir_inst/${evaluation.subject_id}`, { method: 'GET', headers: reader.headers })).status, 200);
  const readerId = await userId(t, 'institutional_clinician');
  const page = await call<AccessEventPage>(t, `access_events/list_inst/0?subject=${evaluation.subject_id}&per_page=100`, { method: 'GET', headers: manager.headers });
  assert.is(page.status, 200);
  const entries = page.body.data?.entries ?? [];
  const read = entries.find((e) => e.action === 'report_read' && e.user_id === readerId);
  assert.is(read?.evaluated_at, new Date(when!.evaluated_at).toISOString());
  assert.equal(read?.evaluation_dates, []);
  assert.is(read?.certificate_holder, null);
  const exported = entries.find((e) => e.action === 'exported' && e.target_kind === 'subject');
  assert.ok(exported, 'the export of the subject is in its history');
  const held = await t.server.db.query<{ evaluated_at: Date }>(
    'SELECT evaluated_at FROM evaluations WHERE id = ANY($1::int[]) ORDER BY evaluated_at, id',
    [exported?.evaluation_ids ?? []],
  );
  assert.ok(held.length > 0);
  assert.equal(exported?.evaluation_dates, held.map((row) => new Date(row.evaluated_at).toISOString()));
  assert.is(exported?.evaluated_at, null);

  // A forged event of the north pointing at a south evaluation says nothing of it.
  const south = await readyEvaluation(t, inst.south);
  await t.server.db.query(
    `INSERT INTO access_events (at, institution_id, user_id, action, target_kind, target_id, subject_id, subject_code, evaluation_ids)
     VALUES (now(), $1, $2, 'exported', 'subject', NULL, $3, 'FORGED-1', $4::int[]), (now(), $1, $2, 'report_read', 'report', $5, $3, 'FORGED-1', NULL)`,
    [inst.north, readerId, evaluation.subject_id, [south.id], south.id],
  );
  const forged = await call<AccessEventPage>(t, 'access_events/list_inst/0?subject_code=FORGED-1', { method: 'GET', headers: manager.headers });
  assert.equal(forged.body.data?.entries.map((e) => [e.evaluated_at, e.evaluation_dates]), [[null, []], [null, []]]);
});

events('the last opening of a subject is shown to who may read its reports, within the institution', async ({ t, inst, reader }) => {
  const evaluation = await readyEvaluation(t, inst.north);
  await call(t, `reports/get_evaluation_report_inst/${evaluation.id}`, { headers: reader.headers });
  const last = await call<{ last: { at: string; user_name: string; action: string } | null }>(t, `access_events/last_opened_inst/${evaluation.subject_id}`, {
    method: 'GET',
    headers: reader.headers,
  });
  assert.is(last.status, 200);
  assert.is(last.body.data?.last?.user_name, 'Martín Núñez');
  assert.is(last.body.data?.last?.action, 'report_read');
  const south = await readyEvaluation(t, inst.south);
  assert.is((await call(t, `access_events/last_opened_inst/${south.subject_id}`, { method: 'GET', headers: reader.headers })).status, 404);
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const clinicianId = await userId(t, 'clinician');
  const [unassigned] = await ids(
    t,
    `SELECT s.id FROM subjects s WHERE s.institution_id = $1 AND NOT s.is_demo
     AND NOT EXISTS (SELECT 1 FROM subject_assignments a WHERE a.subject_id = s.id AND a.user_id = $2) LIMIT 1`,
    [inst.north, clinicianId],
  );
  assert.is((await call(t, `access_events/last_opened_inst/${unassigned}`, { method: 'GET', headers: clinician.headers })).status, 404);
});

events.run();
