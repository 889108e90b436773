import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EvaluationList, SubjectList } from '../../src/contract/types.ts';
import { demoInstitutionIds, ids, signedInAs, type DemoIds } from './support/reports-setup.ts';
import { call, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

const lists = suite<{ t: TestServer; inst: DemoIds; user: SignedIn }>('subject and evaluation lists: paging, sorting and search by the server');

lists.before(async (ctx) => {
  ctx.t = await startTestServer();
  ctx.inst = await demoInstitutionIds(ctx.t);
  ctx.user = await signedInAs(ctx.t, 'institutional_clinician', ctx.inst.north);
});

lists.after(async ({ t }) => {
  await t.close();
});

const subjects = (t: TestServer, user: SignedIn, query: string) =>
  call<SubjectList>(t, `subjects/list_inst/0${query}`, { headers: user.headers });
const evaluations = (t: TestServer, user: SignedIn, query: string) =>
  call<EvaluationList>(t, `reports/list_reports_inst/0${query}`, { headers: user.headers });

lists('the subject list is paged by the server, with total_rows of the whole query', async ({ t, inst, user }) => {
  const all = await ids(t, 'SELECT id FROM subjects WHERE institution_id = $1', [inst.north]);
  const first = (await subjects(t, user, '?page_size=15')).body.data as SubjectList;
  const third = (await subjects(t, user, '?page_size=15&page=3')).body.data as SubjectList;
  const beyond = (await subjects(t, user, '?page_size=15&page=9')).body.data as SubjectList;
  assert.is(first.total_rows, all.length);
  assert.is(first.subject_list.length, 15);
  assert.is(third.subject_list.length, all.length - 30);
  assert.equal(beyond, { subject_list: [], total_rows: all.length });
  const seen = new Set<number>();
  for (let page = 1; page <= 3; page++) {
    const rows = ((await subjects(t, user, `?page_size=15&page=${page}`)).body.data as SubjectList).subject_list;
    for (const row of rows) seen.add(row.keyid);
  }
  assert.is(seen.size, all.length, 'pages neither overlap nor skip');
});

lists('the subject list sorts by each key, both ways, latest evaluation first by default', async ({ t, user }) => {
  const byDefault = ((await subjects(t, user, '?page_size=100')).body.data as SubjectList).subject_list;
  const latest = byDefault.map((s) => s.latest_evaluation_at ?? '');
  assert.equal(latest, [...latest].sort().reverse());
  const codes = ((await subjects(t, user, '?page_size=100&sort=subject_code&order=asc')).body.data as SubjectList).subject_list.map((s) => s.subject_code);
  assert.equal(codes, [...codes].sort());
  const counts = ((await subjects(t, user, '?page_size=100&sort=evaluation_count&order=desc')).body.data as SubjectList).subject_list.map((s) => s.evaluation_count);
  assert.equal(counts, [...counts].sort((a, b) => b - a));
  const births = ((await subjects(t, user, '?page_size=100&sort=birth_date&order=asc')).body.data as SubjectList).subject_list.map((s) => s.birth_date);
  assert.equal(births, [...births].sort());
});

lists('the subject search matches part of the subject code or the institution reference, ignoring case', async ({ t, inst, user }) => {
  const rows = await t.server.db.query<{ subject_code: string; reference: string }>(
    'SELECT subject_code, reference FROM subjects WHERE institution_id = $1 ORDER BY id LIMIT 1',
    [inst.north],
  );
  const { subject_code: code, reference } = rows[0] as { subject_code: string; reference: string };
  const byCode = (await subjects(t, user, `?search=${encodeURIComponent(code.slice(-4).toLowerCase())}`)).body.data as SubjectList;
  assert.ok(byCode.subject_list.some((s) => s.subject_code === code));
  assert.ok(byCode.subject_list.every((s) => s.subject_code.includes(code.slice(-4)) || (s.reference ?? '').includes(code.slice(-4))));
  assert.is(byCode.total_rows, byCode.subject_list.length);
  const byReference = (await subjects(t, user, `?search=${encodeURIComponent(reference.toLowerCase())}`)).body.data as SubjectList;
  assert.equal(byReference.subject_list.map((s) => s.subject_code), [code]);
  // A page beyond the matches still counts them all.
  const fragment = encodeURIComponent(code.slice(0, 4).toLowerCase());
  const matching = (await subjects(t, user, `?search=${fragment}&page_size=100`)).body.data as SubjectList;
  const beyond = (await subjects(t, user, `?search=${fragment}&page=50`)).body.data as SubjectList;
  assert.equal(beyond, { subject_list: [], total_rows: matching.total_rows });
  assert.ok(matching.total_rows > 1);
  // Wildcards are plain characters: '%' finds nothing.
  const wildcard = (await subjects(t, user, '?search=%25')).body.data as SubjectList;
  assert.is(wildcard.total_rows, 0);
});

lists('a subject row carries what the table shows: code, reference, birth date, PP mark, counts and the latest date', async ({ t, inst, user }) => {
  const rows = ((await subjects(t, user, '?page_size=100')).body.data as SubjectList).subject_list;
  const counts = await t.server.db.query<{ id: number; n: number }>(
    'SELECT subject_id AS id, count(*)::int AS n FROM evaluations WHERE institution_id = $1 GROUP BY subject_id',
    [inst.north],
  );
  for (const row of rows) assert.is(row.evaluation_count, counts.find((c) => c.id === row.keyid)?.n ?? 0, row.subject_code);
  assert.ok(rows.some((r) => r.portal_provided) && rows.some((r) => !r.portal_provided));
  assert.ok(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.birth_date) && r.reference !== null));
  assert.ok(rows.some((r) => r.assigned_to.length > 0));
});

lists('paging and sort values are checked: out of range or unknown answers 400 naming the field', async ({ t, user }) => {
  for (const [query, field] of [
    ['?page_size=101', 'page_size'],
    ['?page=0', 'page'],
    ['?sort=name', 'sort'],
    ['?order=up', 'order'],
  ] as const) {
    const answer = await subjects(t, user, query);
    assert.is(answer.status, 400, query);
    assert.match(answer.body.message, field);
  }
});

lists('the evaluation list of a subject holds its evaluations, newest first, with total_rows', async ({ t, inst, user }) => {
  const [subject] = await ids(t, 'SELECT subject_id AS id FROM evaluations WHERE institution_id = $1 GROUP BY subject_id HAVING count(*) >= 4 LIMIT 1', [inst.north]);
  const own = await ids(t, 'SELECT id FROM evaluations WHERE subject_id = $1 ORDER BY evaluated_at DESC, id DESC', [subject]);
  const data = (await evaluations(t, user, `?subject=${subject}`)).body.data as EvaluationList;
  assert.equal(data.evaluation_list.map((e) => e.keyid), own);
  assert.is(data.total_rows, own.length);
  const page = (await evaluations(t, user, `?subject=${subject}&page_size=2&page=2&order=asc`)).body.data as EvaluationList;
  assert.equal(page.evaluation_list.map((e) => e.keyid), [...own].reverse().slice(2, 4));
});

lists('the evaluation list filters by status and searches by subject code', async ({ t, inst, user }) => {
  const pending = await ids(t, "SELECT id FROM evaluations WHERE institution_id = $1 AND status IN ('processing', 'requested') ORDER BY id", [inst.north]);
  const data = (await evaluations(t, user, '?status=processing,requested&page_size=100')).body.data as EvaluationList;
  assert.equal(data.evaluation_list.map((e) => e.keyid).sort((a, b) => a - b), pending);
  const [code] = (await t.server.db.query<{ subject_code: string }>('SELECT subject_code FROM subjects WHERE institution_id = $1 LIMIT 1', [inst.north])).map((r) => r.subject_code);
  const found = (await evaluations(t, user, `?search=${code}&page_size=100`)).body.data as EvaluationList;
  assert.ok(found.total_rows >= 1);
  assert.ok(found.evaluation_list.every((e) => e.subject_code === code));
  assert.is((await evaluations(t, user, '?status=done')).status, 400);
});

lists.run();
