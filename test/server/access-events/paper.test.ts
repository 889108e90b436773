import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { paperReasons } from '../../../src/contract/paper-reasons.ts';
import type { PaperCheck, ReportPaper } from '../../../src/contract/schemas/access-events.ts';
import { call, startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { demoInstitutionIds, signedInAs, userId, type DemoIds } from '../support/reports-setup.ts';

interface Ctx {
  t: TestServer;
  inst: DemoIds;
  reader: SignedIn;
}

const paper = suite<Ctx>('paper anyone can check: codes, fingerprints, QR codes and the public check');
const portal = encodeURIComponent('https://portal.example.org/portal/');

paper.before(async (ctx) => {
  ctx.t = await startTestServer({ codeChecksPerMinute: 12, mail: { publicUrl: 'https://portal.example.org' } });
  ctx.inst = await demoInstitutionIds(ctx.t);
  ctx.reader = await signedInAs(ctx.t, 'institutional_clinician', ctx.inst.north);
});

paper.after(async ({ t }) => {
  await t.close();
});

async function readyEvaluation(t: TestServer, institution: number): Promise<number> {
  const rows = await t.server.db.query<{ id: number }>(
    `SELECT e.id FROM evaluations e WHERE e.institution_id = $1 AND e.status = 'ready' AND NOT e.is_demo
       AND EXISTS (SELECT 1 FROM report_versions v WHERE v.evaluation_id = e.id) ORDER BY e.id LIMIT 1`,
    [institution],
  );
  return rows[0]?.id ?? 0;
}

const reportPaper = (t: TestServer, user: SignedIn, id: number, extra = '') =>
  call<ReportPaper>(t, `paper/report_inst/${id}?lang=en&portal_url=${portal}${extra}`, { method: 'GET', headers: user.headers });
const check = (t: TestServer, code: string) => call<PaperCheck>(t, `paper/verify/${encodeURIComponent(code)}`, { method: 'GET' });

paper('a report paper carries a 100-bit code, a SHA-256 fingerprint and a QR image of its verify address', async ({ t, inst, reader }) => {
  const id = await readyEvaluation(t, inst.north);
  const res = await reportPaper(t, reader, id);
  assert.is(res.status, 200);
  const data = res.body.data;
  assert.match(data?.verification_code ?? '', /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){4}$/);
  assert.match(data?.fingerprint ?? '', /^[0-9a-f]{64}$/);
  assert.is(data?.verify_url, `https://portal.example.org/portal/verify/${data?.verification_code}`);
  const prefix = 'data:image/svg+xml;base64,';
  assert.ok(data?.qr_image.startsWith(prefix));
  const svg = Buffer.from(data?.qr_image.slice(prefix.length) ?? '', 'base64').toString('utf8');
  assert.match(svg, /^<svg [^>]*viewBox=/);
  assert.not.match(svg, /<script|on\w+=/i);
  // The same content printed again keeps its code; another language is another paper.
  assert.is((await reportPaper(t, reader, id)).body.data?.verification_code, data?.verification_code);
  const es = await call<ReportPaper>(t, `paper/report_inst/${id}?lang=es&portal_url=${portal}`, { method: 'GET', headers: reader.headers });
  assert.is.not(es.body.data?.verification_code, data?.verification_code);
});

paper('a paper is refused outside the caller scope and for a portal address that is not plain http(s)', async ({ t, inst, reader }) => {
  const south = await readyEvaluation(t, inst.south);
  assert.is((await reportPaper(t, reader, south)).status, 404);
  const id = await readyEvaluation(t, inst.north);
  for (const bad of ['javascript:alert(1)//', 'https://x.example/portal', 'https://a:b@x.example/', 'https://x.example/?q=1/']) {
    const res = await call(t, `paper/report_inst/${id}?portal_url=${encodeURIComponent(bad)}`, { method: 'GET', headers: reader.headers });
    assert.is(res.status, 400, bad);
    assert.is(res.body.message, paperReasons.invalidPortalUrl);
  }
});

paper('the public check names institution, evaluation date, version and fingerprint, and no clinical value', async ({ t, inst, reader }) => {
  const id = await readyEvaluation(t, inst.north);
  const printed = (await reportPaper(t, reader, id)).body.data;
  const res = await check(t, (printed?.verification_code ?? '').toLowerCase());
  assert.is(res.status, 200);
  const data = res.body.data;
  assert.is(data?.kind, 'report');
  assert.is(data?.status, 'current');
  assert.is(data?.fingerprint, printed?.fingerprint);
  assert.is(data?.institution_name, 'Hospital Universitario del Norte');
  assert.is(data?.holder_name, null);
  assert.equal(Object.keys(data ?? {}).sort(), ['evaluated_at', 'fingerprint', 'holder_name', 'institution_name', 'issued_at', 'kind', 'latest_version', 'status', 'version']);
});

paper('a newer version of the report supersedes the printed one', async ({ t, inst, reader }) => {
  const id = await readyEvaluation(t, inst.north);
  const printed = (await reportPaper(t, reader, id)).body.data;
  await t.server.db.query(
    `INSERT INTO report_versions (evaluation_id, version, created_at, author, evaluators)
     SELECT evaluation_id, max(version) + 1, now(), 'Test', '[]'::jsonb FROM report_versions WHERE evaluation_id = $1 GROUP BY evaluation_id`,
    [id],
  );
  const res = await check(t, printed?.verification_code ?? '');
  assert.is(res.body.data?.status, 'superseded');
  assert.ok((res.body.data?.latest_version ?? 0) > (res.body.data?.version ?? 0));
  // The superseded version printed again is the same paper: same content, same code.
  const again = await reportPaper(t, reader, id, `&version=${res.body.data?.version}`);
  assert.is(again.body.data?.verification_code, printed?.verification_code);
  assert.is(again.body.data?.fingerprint, printed?.fingerprint);
});

paper('a certificate code answers its holder, institution, date and status; its paper is its holder only', async ({ t, inst }) => {
  const holder = await userId(t, 'evaluator');
  const [attempt] = await t.server.db.query<{ id: number }>(
    `INSERT INTO exam_attempts (user_id, institution_id, started_at, submitted_at, score, passed) VALUES ($1, $2, now(), now(), 90, true) RETURNING id`,
    [holder, inst.north],
  );
  const code = 'TEST-CERT-2345-6789';
  const [certificate] = await t.server.db.query<{ id: number }>(
    `INSERT INTO certificates (user_id, institution_id, attempt_id, holder_name, institution_name, score, issued_at, verification_code)
     VALUES ($1, $2, $3, 'Aiko Tanaka', 'Hospital Universitario del Norte', 90, '2026-11-02T10:00:00Z', $4) RETURNING id`,
    [holder, inst.north, attempt?.id, code],
  );
  const res = await check(t, code);
  assert.is(res.status, 200);
  assert.equal(res.body.data, {
    kind: 'certificate',
    institution_name: 'Hospital Universitario del Norte',
    issued_at: '2026-11-02T10:00:00.000Z',
    holder_name: 'Aiko Tanaka',
    status: 'valid',
    evaluated_at: null,
    version: null,
    latest_version: null,
    fingerprint: null,
  });
  const own = await signedInAs(t, 'evaluator', inst.north);
  const mine = await call<{ verify_url: string }>(t, `paper/certificate_user/${certificate?.id}?portal_url=${portal}`, { method: 'GET', headers: own.headers });
  assert.is(mine.body.data?.verify_url, `https://portal.example.org/portal/verify/${code}`);
  const other = await signedInAs(t, 'clinician', inst.north);
  assert.is((await call(t, `paper/certificate_user/${certificate?.id}?portal_url=${portal}`, { method: 'GET', headers: other.headers })).status, 404);
  assert.is((await call(t, `access_events/certificate_printed_user/${certificate?.id}`, { headers: other.headers, json: {} })).status, 404);
  assert.is((await call(t, `access_events/certificate_printed_user/${certificate?.id}`, { headers: own.headers, json: {} })).status, 200);
  const [printed] = await t.server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM access_events WHERE action = 'printed' AND target_kind = 'certificate' AND target_id = $1 AND user_id = $2`,
    [certificate?.id, holder],
  );
  assert.is(printed?.n, 1);
});

paper('an unknown or malformed code answers 404, and guessing is limited per address', async ({ t }) => {
  const unknown = await check(t, 'ABCD-EFGH-JKLM-NPQR-STUV');
  assert.is(unknown.status, 404);
  assert.is(unknown.body.message, paperReasons.paperNotFound);
  assert.is((await check(t, '../../etc')).status, 404);
  let limited = 0;
  for (let i = 0; i < 15 && limited === 0; i++) {
    if ((await check(t, `ABCD-EFGH-JKLM-NPQR-${String(i).padStart(4, '2')}`)).status === 429) limited = i;
  }
  assert.ok(limited > 0, 'the check answers 429 once the per-minute limit is spent');
});

paper.run();
