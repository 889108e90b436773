// What a records clerk may see of a subject (issue 24, item 1): the medical record entry role lists
// the institution's subjects and reads their medical records, but none of their reports, whatever
// the call; the portal links such a person's subjects to their records instead.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { demoInstitutionIds, ids, signedInAs, type DemoIds } from './support/reports-setup.ts';
import { call, type TestServer, startTestServer } from './support/test-server.ts';

const clerk = suite<{ t: TestServer; inst: DemoIds }>('a records clerk and the reports of a subject');

clerk.before(async (ctx) => {
  ctx.t = await startTestServer();
  ctx.inst = await demoInstitutionIds(ctx.t);
});

clerk.after(async ({ t }) => {
  await t.close();
});

clerk('forged report calls for a subject the clerk lists answer 403 or 404, never a report', async ({ t, inst }) => {
  const records = await signedInAs(t, 'medical_record_entry', inst.south);
  const [subject] = await ids(t, 'SELECT id FROM subjects WHERE institution_id = $1 ORDER BY id LIMIT 1', [inst.south]);
  const [evaluation] = await ids(t, "SELECT id FROM evaluations WHERE subject_id = $1 AND status = 'ready' ORDER BY id LIMIT 1", [subject]);
  assert.ok(subject && evaluation, 'the south has a subject with a report');
  const post = (path: string, json?: unknown) => call(t, path, { headers: records.headers, json });

  // The subject is in the clerk's list, and its medical records are open to them.
  const listed = await call<{ subject_list: { keyid: number }[] }>(t, 'subjects/list_inst/0?page_size=100', { headers: records.headers });
  assert.ok(listed.body.data?.subject_list.some((s) => s.keyid === subject));
  assert.is((await call(t, 'medical_record/list_inst/0', { headers: records.headers })).status, 200);

  for (const path of [`reports/list_reports_inst/0?subject=${subject}`, `reports/get_evaluation_report_inst/${evaluation}`]) {
    const answer = await post(path);
    assert.is(answer.status, 403, path);
    assert.is(answer.body.message, serverReason.badPermissions);
  }
  for (const path of [`reports/list_reports_inst_user/0?subject=${subject}`, `reports/get_evaluation_report_inst_user/${evaluation}`]) {
    const answer = await post(path);
    assert.is(answer.status, 404, path);
    assert.not.ok(JSON.stringify(answer.body).includes('"report"'), 'no report in the answer');
  }
  const longitudinal = await post('reports/get_longitudinal_report_inst_user/0', { list: [evaluation] });
  assert.is(longitudinal.status, 404);
});

clerk.run();
