/**
 * Every sortable column of every list, against the server's order: for each list endpoint and
 * each sort key its contract accepts, both ways, the rows come back ordered by what the key means
 * (the age key by the subjects' age, youngest first when ascending). A key added to a contract's
 * list without a line here is a type error.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { adminEvaluationSortKeys, evaluationSortKeys, sortOrders, subjectSortKeys, type AdminEvaluationSortKey, type EvaluationSortKey, type SortOrder, type SubjectSortKey } from '../../src/contract/report-constants.ts';
import { recordSortKeys } from '../../src/contract/schemas/medical-records.ts';
import type { AdminEvaluationList, EvaluationList, RecordSummary, SubjectList } from '../../src/contract/types.ts';
import { demoInstitutionIds, signedInAs } from './support/reports-setup.ts';
import { call, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

type SubjectRow = SubjectList['subject_list'][number];
type EvaluationRow = EvaluationList['evaluation_list'][number];
type RecordSortKey = (typeof recordSortKeys)[number];

/** What a row is ordered by: a number or a date compared as a number, text as the database compares it. */
type Value = { number: number | null } | { text: string; lower?: true };

const time = (iso: string | null): Value => ({ number: iso === null ? null : Date.parse(iso) });

const subjectValue: Record<SubjectSortKey, (row: SubjectRow) => Value> = {
  subject_code: (row) => ({ text: row.subject_code }),
  // The older the subject, the earlier the birth date: age rises as the birth date falls.
  age: (row) => ({ number: -Date.parse(row.birth_date) }),
  birth_date: (row) => time(row.birth_date),
  registered_at: (row) => time(row.registered_at),
  latest_evaluation_at: (row) => time(row.latest_evaluation_at),
  evaluation_count: (row) => ({ number: row.evaluation_count }),
};

const evaluationValue: Record<AdminEvaluationSortKey, (row: EvaluationRow) => Value> = {
  evaluated_at: (row) => time(row.evaluated_at),
  subject_code: (row) => ({ text: row.subject_code }),
  status: (row) => ({ text: row.status }),
  institution_name: (row) => ({ text: row.institution_name ?? '' }),
};

const recordValue: Record<RecordSortKey, (row: RecordSummary) => Value> = {
  updated_at: (row) => time(row.updated_at),
  subject_code: (row) => ({ text: row.subject_code, lower: true }),
  birth_date: (row) => time(row.birth_date),
  referring_clinician: (row) => ({ text: row.referring_clinician, lower: true }),
};

interface Ctx {
  t: TestServer;
  institutional: SignedIn;
  clinician: SignedIn;
  admin: SignedIn;
}

const sorts = suite<Ctx>('every sortable column of every list is ordered by the server as the column reads');

sorts.before(async (ctx) => {
  ctx.t = await startTestServer();
  const inst = await demoInstitutionIds(ctx.t);
  ctx.institutional = await signedInAs(ctx.t, 'institutional_clinician', inst.north);
  ctx.clinician = await signedInAs(ctx.t, 'clinician', inst.north);
  ctx.admin = await signedInAs(ctx.t, 'admin');
});

sorts.after(async ({ t }) => {
  await t.close();
});

/** Fails unless `values` are in `order` (ties allowed; nulls last ascending, first descending, as SQL places them). */
async function assertOrdered(t: TestServer, values: Value[], order: SortOrder, what: string): Promise<void> {
  assert.ok(values.length > 1, `${what}: the demo data give more than one row to order`);
  const first = values[0];
  if (first && 'text' in first) {
    const texts = values.map((value) => ('text' in value ? value.text : ''));
    const lower = 'lower' in first && first.lower;
    // Text is compared by the database's own collation, whichever database runs the test.
    const rows = await t.server.db.query<{ sorted: string[] }>(
      `SELECT array_agg(v ORDER BY ${lower ? 'lower(v)' : 'v'} ${order === 'asc' ? 'ASC' : 'DESC'}) AS sorted FROM unnest($1::text[]) AS v`,
      [texts],
    );
    const sorted = rows[0]?.sorted ?? [];
    const key = (text: string) => (lower ? text.toLowerCase() : text);
    assert.equal(texts.map(key), sorted.map(key), what);
    return;
  }
  const numbers = values.map((value) => ('number' in value ? value.number : null));
  const rank = (n: number | null) => (n === null ? Number.POSITIVE_INFINITY : n);
  for (let i = 1; i < numbers.length; i++) {
    const before = rank(numbers[i - 1] ?? null);
    const after = rank(numbers[i] ?? null);
    assert.ok(order === 'asc' ? before <= after : before >= after, `${what}: row ${i} (${numbers[i - 1]} then ${numbers[i]})`);
  }
}

sorts('the subject lists (institution, own and every institution) by each of their keys, both ways', async ({ t, institutional, clinician, admin }) => {
  for (const [path, user] of [['subjects/list_inst/0', institutional], ['subjects/list_inst_user/0', clinician], ['subjects/list/0', admin]] as const) {
    for (const sort of subjectSortKeys) {
      for (const order of sortOrders) {
        const answer = await call<SubjectList>(t, `${path}?page_size=100&sort=${sort}&order=${order}`, { headers: user.headers });
        assert.is(answer.status, 200, `${path} ${sort} ${order}`);
        const rows = (answer.body.data as SubjectList).subject_list;
        await assertOrdered(t, rows.map(subjectValue[sort]), order, `${path} sort=${sort} order=${order}`);
      }
    }
  }
});

sorts('the age column: ascending lists the youngest first', async ({ t, institutional }) => {
  const rows = ((await call<SubjectList>(t, 'subjects/list_inst/0?page_size=100&sort=age&order=asc', { headers: institutional.headers })).body.data as SubjectList).subject_list;
  const births = rows.map((row) => row.birth_date);
  assert.equal(births, [...births].sort().reverse());
  assert.ok((births[0] ?? '') > (births.at(-1) ?? ''), 'the demo subjects differ in age');
});

sorts('the evaluation lists (institution, own, demonstration, legacy) and the admin list by each of their keys, both ways', async ({ t, institutional, clinician, admin }) => {
  const memberLists = [
    ['reports/list_reports_inst/0', institutional],
    ['reports/list_reports_inst_user/0', clinician],
    ['reports/list_reports_inst_demo/0', clinician],
    ['reports/list_inst/0', institutional],
    ['reports/list_inst_user/0', clinician],
  ] as const;
  for (const [path, user] of memberLists) {
    for (const sort of evaluationSortKeys satisfies readonly EvaluationSortKey[]) {
      for (const order of sortOrders) {
        const answer = await call<EvaluationList>(t, `${path}?page_size=100&sort=${sort}&order=${order}`, { headers: user.headers });
        assert.is(answer.status, 200, `${path} ${sort} ${order}`);
        await assertOrdered(t, (answer.body.data as EvaluationList).evaluation_list.map(evaluationValue[sort]), order, `${path} sort=${sort} order=${order}`);
      }
    }
  }
  for (const sort of adminEvaluationSortKeys) {
    for (const order of sortOrders) {
      const answer = await call<AdminEvaluationList>(t, `reports/admin_evaluation_list/0?page_size=100&sort=${sort}&order=${order}`, { method: 'GET', headers: admin.headers });
      assert.is(answer.status, 200, `admin list ${sort} ${order}`);
      await assertOrdered(t, (answer.body.data as AdminEvaluationList).evaluations.map(evaluationValue[sort]), order, `admin list sort=${sort} order=${order}`);
    }
  }
});

sorts('the medical record list by each of its keys, both ways', async ({ t, institutional }) => {
  for (const sort of recordSortKeys) {
    for (const order of sortOrders) {
      const answer = await call<{ records: RecordSummary[] }>(t, `medical_record/list_inst/0?page_size=100&sort=${sort}&order=${order}`, { headers: institutional.headers });
      assert.is(answer.status, 200, `records ${sort} ${order}`);
      await assertOrdered(t, (answer.body.data as { records: RecordSummary[] }).records.map(recordValue[sort]), order, `records sort=${sort} order=${order}`);
    }
  }
});

sorts.run();
