/**
 * The print notices (issue 25, security finding of the access history): a print told by the
 * portal cannot flood the history. One "printed" event per person, report and version within a
 * few minutes (a repeat counts a copy on it), a limit per person kept in the database, no event
 * for an evaluation with no report to print, and the history filtered by person and action.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { paperReasons } from '../../../src/contract/paper-reasons.ts';
import { serverReason } from '../../../src/contract/messages.ts';
import type { AccessEventPage } from '../../../src/contract/schemas/access-events.ts';
import { printNoticeLimits } from '../../../src/server/features/access-events/printed.ts';
import { call, type SignedIn, startTestServer, type TestServer } from '../support/test-server.ts';
import { demoInstitutionIds, ids, signedInAs, userId, type DemoIds } from '../support/reports-setup.ts';

interface Ctx {
  t: TestServer;
  inst: DemoIds;
}

const notices = suite<Ctx>('print notices: one event per person, report and version, limited and never for a report that does not exist');

notices.before(async (ctx) => {
  ctx.t = await startTestServer();
  ctx.inst = await demoInstitutionIds(ctx.t);
});

notices.after(async ({ t }) => {
  await t.close();
});

interface Printed {
  target_id: number | null;
  version: number | null;
  copies: number;
}

const printedBy = (t: TestServer, user: number, evaluation: number) =>
  t.server.db.query<Printed>(
    "SELECT target_id, version, copies FROM access_events WHERE action = 'printed' AND user_id = $1 AND target_id = $2 ORDER BY id",
    [user, evaluation],
  );

const notice = (t: TestServer, user: SignedIn, evaluation: number, query = '') =>
  call(t, `access_events/report_printed_inst/${evaluation}${query}`, { headers: user.headers, json: {} });

/** Ready evaluations of the north whose report has one version. */
const ready = (t: TestServer, inst: DemoIds) =>
  ids(
    t,
    `SELECT e.id FROM evaluations e WHERE e.institution_id = $1 AND e.status = 'ready' AND NOT e.is_demo
       AND (SELECT count(*) FROM report_versions v WHERE v.evaluation_id = e.id) = 1 ORDER BY e.id`,
    [inst.north],
  );

notices('a report printed again by the same person within minutes is one event that counts the copies', async ({ t, inst }) => {
  const reader = await signedInAs(t, 'institutional_clinician', inst.north);
  const [id] = await ready(t, inst);
  if (id === undefined) throw new Error('no ready evaluation');
  for (let n = 0; n < 3; n++) assert.is((await notice(t, reader, id)).status, 200);
  assert.equal(await printedBy(t, reader.id, id), [{ target_id: id, version: 1, copies: 3 }]);
  // Another person's print of the same report is theirs.
  const manager = await signedInAs(t, 'owner', inst.north);
  assert.is((await notice(t, manager, id)).status, 200);
  assert.equal(await printedBy(t, manager.id, id), [{ target_id: id, version: 1, copies: 1 }]);
  // Once the minutes have passed, a print is a new event.
  t.advance(printNoticeLimits.repeatMs + 1000);
  assert.is((await notice(t, reader, id)).status, 200);
  assert.equal(await printedBy(t, reader.id, id), [{ target_id: id, version: 1, copies: 3 }, { target_id: id, version: 1, copies: 1 }]);
});

notices('another version of the report is another event; a version the report does not have is refused', async ({ t, inst }) => {
  const reader = await signedInAs(t, 'institutional_clinician', inst.north);
  const [, , id] = await ready(t, inst);
  if (id === undefined) throw new Error('no ready evaluation');
  await t.server.db.query(
    `INSERT INTO report_versions (evaluation_id, version, created_at, author, evaluators)
     SELECT evaluation_id, version + 1, created_at + interval '1 day', author, evaluators FROM report_versions
     WHERE evaluation_id = $1 ORDER BY version DESC LIMIT 1`,
    [id],
  );
  const before = (await printedBy(t, reader.id, id)).length;
  assert.is((await notice(t, reader, id, '?version=1')).status, 200);
  assert.is((await notice(t, reader, id)).status, 200, 'no version: the latest');
  assert.is((await notice(t, reader, id, '?version=2')).status, 200);
  const rows = (await printedBy(t, reader.id, id)).slice(before);
  assert.equal(rows.map((r) => [r.version, r.copies]), [[1, 1], [2, 2]]);
  const missing = await notice(t, reader, id, '?version=9');
  assert.is(missing.status, 404);
  assert.is(missing.body.message, serverReason.reportVersionNotFound);
  assert.is((await printedBy(t, reader.id, id)).length, before + 2);
});

notices('an evaluation with no printable report (waiting or failed) is refused and writes nothing', async ({ t, inst }) => {
  const reader = await signedInAs(t, 'institutional_clinician', inst.north);
  const waiting = await ids(
    t,
    `SELECT e.id FROM evaluations e WHERE e.institution_id = $1 AND NOT e.is_demo
       AND NOT EXISTS (SELECT 1 FROM report_versions v WHERE v.evaluation_id = e.id) ORDER BY e.id`,
    [inst.north],
  );
  const statuses = await t.server.db.query<{ status: string }>('SELECT DISTINCT status FROM evaluations WHERE id = ANY($1::int[])', [waiting]);
  assert.ok(statuses.some((s) => s.status === 'failed'), 'the demo data has a failed evaluation');
  for (const id of waiting.slice(0, 5)) {
    const refused = await notice(t, reader, id);
    assert.is(refused.status, 404, String(id));
    assert.is(refused.body.message, paperReasons.reportNotPrintable);
  }
  const [count] = await ids(t, "SELECT count(*)::int AS id FROM access_events WHERE action = 'printed' AND target_id = ANY($1::int[])", [waiting]);
  assert.is(count, 0);
});

notices('the finding: a flood of forged notices for one report stores one event, and parallel notices cannot slip past', async ({ t, inst }) => {
  const reader = await signedInAs(t, 'institutional_clinician', inst.north);
  const readerId = await userId(t, 'institutional_clinician');
  const [, id] = await ready(t, inst);
  if (id === undefined) throw new Error('no ready evaluation');
  const answers = await Promise.all(Array.from({ length: 20 }, () => notice(t, reader, id)));
  assert.equal([...new Set(answers.map((a) => a.status))], [200]);
  assert.equal(await printedBy(t, readerId, id), [{ target_id: id, version: 1, copies: 20 }]);
});

notices('print notices are limited per person in the database, with 429 and Retry-After; another person is not affected', async ({ t, inst }) => {
  // A clinician prints the reports of their own subjects.
  const flooder = await signedInAs(t, 'clinician', inst.north);
  const evaluations = await ids(
    t,
    `SELECT e.id FROM evaluations e JOIN subject_assignments a ON a.subject_id = e.subject_id AND a.user_id = $2
     WHERE e.institution_id = $1 AND e.status = 'ready' AND EXISTS (SELECT 1 FROM report_versions v WHERE v.evaluation_id = e.id) ORDER BY e.id`,
    [inst.north, flooder.id],
  );
  const [id] = evaluations;
  if (id === undefined) throw new Error('no ready evaluation');
  const [before] = await ids(t, 'SELECT count(*)::int AS id FROM access_events WHERE user_id = $1', [flooder.id]);
  const answers = [];
  for (let n = 0; n < printNoticeLimits.perUser + 5; n++) {
    answers.push(await notice(t, flooder, evaluations[n % evaluations.length] ?? id));
  }
  assert.is(answers.filter((a) => a.status === 200).length, printNoticeLimits.perUser);
  const refused = answers.at(-1);
  assert.is(refused?.status, 429);
  assert.is(refused?.body.message, paperReasons.tooManyPrintNotices);
  const wait = Number(refused?.headers.get('retry-after'));
  assert.ok(wait > 0 && wait <= printNoticeLimits.windowMs / 1000, `Retry-After ${wait}`);
  const [after] = await ids(t, 'SELECT count(*)::int AS id FROM access_events WHERE user_id = $1', [flooder.id]);
  assert.ok((after ?? 0) - (before ?? 0) <= printNoticeLimits.perUser, 'no refused notice was stored');
  // Several API processes share one database: the count is a row of rate_limits, not a process's memory.
  const [kept] = await t.server.db.query<{ calls: number }>("SELECT calls FROM rate_limits WHERE scope = 'print_notices_per_user' AND key = $1", [String(flooder.id)]);
  assert.is(kept?.calls, printNoticeLimits.perUser + 5);
  const other = await signedInAs(t, 'owner', inst.north);
  assert.is((await notice(t, other, id)).status, 200);
  // The certificate notice shares the person's limit.
  assert.is((await call(t, 'access_events/certificate_printed_user/1', { headers: flooder.headers, json: {} })).status, 429);
  t.advance(printNoticeLimits.windowMs);
  assert.is((await notice(t, flooder, id)).status, 200, 'the next window accepts notices again');
});

notices('the history is filtered by person and by action at the server', async ({ t, inst }) => {
  const manager = await signedInAs(t, 'user_manager', inst.north);
  const reader = await signedInAs(t, 'institutional_clinician', inst.north);
  const [id] = await ready(t, inst);
  await call(t, `reports/get_evaluation_report_inst/${id}`, { headers: reader.headers });
  const page = (query: string) => call<AccessEventPage>(t, `access_events/list_inst/0?per_page=100${query}`, { method: 'GET', headers: manager.headers });
  const byUser = await page(`&user=${reader.id}`);
  assert.is(byUser.status, 200, byUser.body.message);
  assert.ok((byUser.body.data?.entries.length ?? 0) >= 2);
  assert.ok(byUser.body.data?.entries.every((e) => e.user_id === reader.id));
  const printed = await page(`&user=${reader.id}&action=printed`);
  assert.ok((printed.body.data?.entries.length ?? 0) >= 1);
  assert.ok(printed.body.data?.entries.every((e) => e.user_id === reader.id && e.action === 'printed'));
  const [total] = await ids(t, "SELECT count(*)::int AS id FROM access_events WHERE institution_id = $1 AND user_id = $2 AND action = 'printed'", [inst.north, reader.id]);
  assert.is(printed.body.data?.total_rows, total);
  assert.ok(printed.body.data?.entries.some((e) => e.copies > 1), 'the copies are on the wire');
  const bad = await page('&action=deleted');
  assert.is(bad.status, 400);
});

notices('the database lets a printed event gain copies and nothing else: no other change, no fewer copies, no delete', async ({ t }) => {
  const [row] = await ids(t, "SELECT id FROM access_events WHERE action = 'printed' ORDER BY id LIMIT 1");
  const refused = async (sql: string) => t.server.db.query(sql, [row]).then(() => false, () => true);
  assert.ok(await refused("UPDATE access_events SET copies = copies + 1, user_name = 'someone else' WHERE id = $1"));
  assert.ok(await refused('UPDATE access_events SET copies = copies - 1 WHERE id = $1'));
  assert.ok(await refused("UPDATE access_events SET copies = copies + 1 WHERE id = (SELECT id FROM access_events WHERE action = 'report_read' AND id <> $1 LIMIT 1)"));
  assert.ok(await refused('DELETE FROM access_events WHERE id = $1'));
  assert.not.ok(await refused('UPDATE access_events SET copies = copies + 1 WHERE id = $1'));
});

notices.run();
