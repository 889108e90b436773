/**
 * Attacks on the paper anyone can check: the public check of codes spending someone's sign-in
 * budget, and the address a printed QR code holds.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { paperReasons } from '../../src/contract/paper-reasons.ts';
import type { CertificatePaper, ReportPaper } from '../../src/contract/schemas/access-events.ts';
import type { FieldIssuesData } from '../../src/contract/schemas/errors.ts';
import { defaultCodeChecksPerMinute } from '../../src/server/auth/rate-limit.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, loginHeaders, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';
import { demoInstitutionIds, signedInAs, userId } from './support/reports-setup.ts';

interface Ctx {
  t: TestServer;
  reader: SignedIn;
  evaluation: number;
}

const attacks = suite<Ctx>('attacks on the paper anyone can check');

// A test hook: the client address comes from a test header, so one test can act as many clients.
attacks.before(async (ctx) => {
  ctx.t = await startTestServer({ clientAddress: (req) => String(req.headers['x-test-client'] ?? req.socket.remoteAddress) });
  const { north } = await demoInstitutionIds(ctx.t);
  ctx.reader = await signedInAs(ctx.t, 'institutional_clinician', north);
  ctx.evaluation = await readyEvaluation(ctx.t, north);
});

attacks.after(async ({ t }) => {
  await t.close();
});

const from = (address: string) => ({ 'X-Test-Client': address });

async function readyEvaluation(t: TestServer, institution: number): Promise<number> {
  const rows = await t.server.db.query<{ id: number }>(
    `SELECT e.id FROM evaluations e WHERE e.institution_id = $1 AND e.status = 'ready' AND NOT e.is_demo
       AND EXISTS (SELECT 1 FROM report_versions v WHERE v.evaluation_id = e.id) ORDER BY e.id LIMIT 1`,
    [institution],
  );
  return rows[0]?.id ?? 0;
}

/** A certificate of the demo evaluator, for its paper. */
async function certificateOf(t: TestServer): Promise<{ id: number; code: string }> {
  const holder = await userId(t, 'evaluator');
  const { north } = await demoInstitutionIds(t);
  const [attempt] = await t.server.db.query<{ id: number }>(
    `INSERT INTO exam_attempts (user_id, institution_id, started_at, submitted_at, score, passed) VALUES ($1, $2, now(), now(), 90, true) RETURNING id`,
    [holder, north],
  );
  const code = 'PAPR-ATTK-2345-6789';
  const [certificate] = await t.server.db.query<{ id: number }>(
    `INSERT INTO certificates (user_id, institution_id, attempt_id, holder_name, institution_name, score, issued_at, verification_code)
     VALUES ($1, $2, $3, 'Aiko Tanaka', 'Hospital Universitario del Norte', 90, now(), $4) RETURNING id`,
    [holder, north, attempt?.id, code],
  );
  return { id: certificate?.id ?? 0, code };
}

const paperOf = (t: TestServer, reader: SignedIn, evaluation: number, portalUrl: string, headers: Record<string, string> = {}) =>
  call<ReportPaper>(t, `paper/report_inst/${evaluation}?lang=en&portal_url=${encodeURIComponent(portalUrl)}`, {
    method: 'GET',
    headers: { ...reader.headers, ...headers },
  });

attacks('the public check of codes has a limit of its own that never refuses a sign-in from the same address', async ({ t }) => {
  const address = '203.0.113.40';
  const checks = ['paper/verify/ABCD-EFGH-JKLM-NPQR-STUV', 'evaluator_exams/verify_certificate/ABCD-EFGH-JKLM-NPQR'];
  for (let i = 0; i < defaultCodeChecksPerMinute; i++) {
    const res = await call(t, checks[i % 2] as string, { method: 'GET', headers: from(address) });
    assert.is(res.status, 404, `check ${i + 1}`);
  }
  const refused = await call(t, checks[0] as string, { method: 'GET', headers: from(address) });
  assert.is(refused.status, 429);
  assert.is(refused.body.message, serverReason.tooManyCodeChecks);
  assert.ok(Number(refused.headers.get('Retry-After')) >= 1);
  const owner = demoAccount('owner');
  const signIn = await call(t, 'auth/login', { headers: { ...loginHeaders(owner.email, owner.password), ...from(address) } });
  assert.is(signIn.status, 200, 'the checks spent none of the sign-in budget');
  t.advance(61 * 1000);
});

attacks('a portal address longer than 512 characters is refused with 400 naming portal_url', async ({ t, reader, evaluation }) => {
  const long = `${new URL(t.url).origin}/${'a'.repeat(1500)}/`;
  const res = await call<FieldIssuesData>(t, `paper/report_inst/${evaluation}?portal_url=${encodeURIComponent(long)}`, {
    method: 'GET',
    headers: reader.headers,
  });
  assert.is(res.status, 400);
  assert.equal(res.body.data?.fields, [{ field: 'portal_url', code: 'too_long', limit: 512 }]);
  assert.ok(res.headers.get('content-length') === null || Number(res.headers.get('content-length')) < 1000);
});

attacks('without PUBLIC_URL a printed address must be the request own origin, for reports and certificates', async ({ t, reader, evaluation }) => {
  const own = `${new URL(t.url).origin}/portal/`;
  const printed = await paperOf(t, reader, evaluation, own);
  assert.is(printed.status, 200, 'the Host the request was sent to');
  assert.is(printed.body.data?.verify_url, `${own}verify/${printed.body.data?.verification_code}`);
  const crossOrigin = await paperOf(t, reader, evaluation, 'https://portal.hospital.example/portal/', { Origin: 'https://portal.hospital.example' });
  assert.is(crossOrigin.status, 200, 'the Origin of a portal on another origin than the API');
  for (const [phishing, headers] of [
    ['https://phish.example/portal/', {}],
    ['https://phish.example/portal/', { Origin: 'https://portal.hospital.example' }],
    [own, { Origin: 'https://phish.example' }],
  ] as const) {
    const res = await paperOf(t, reader, evaluation, phishing, headers);
    assert.is(res.status, 400, `${phishing} from ${JSON.stringify(headers)}`);
    assert.is(res.body.message, paperReasons.invalidPortalUrl);
  }
  const certificate = await certificateOf(t);
  const holder = await signedInAs(t, 'evaluator');
  const certificatePaper = (portalUrl: string) =>
    call<CertificatePaper>(t, `paper/certificate_user/${certificate.id}?portal_url=${encodeURIComponent(portalUrl)}`, { method: 'GET', headers: holder.headers });
  assert.is((await certificatePaper('https://phish.example/portal/')).status, 400);
  assert.is((await certificatePaper(own)).body.data?.verify_url, `${own}verify/${certificate.code}`);
});

attacks('with PUBLIC_URL the printed address is built from it, whatever address the request gives', async () => {
  const t = await startTestServer({ mail: { publicUrl: 'https://portal.hospital.example' } });
  try {
    const { north } = await demoInstitutionIds(t);
    const reader = await signedInAs(t, 'institutional_clinician', north);
    const res = await paperOf(t, reader, await readyEvaluation(t, north), 'https://phish.example/portal/', { Origin: 'https://phish.example' });
    assert.is(res.status, 200);
    assert.is(res.body.data?.verify_url, `https://portal.hospital.example/portal/verify/${res.body.data?.verification_code}`);
    const certificate = await certificateOf(t);
    const holder = await signedInAs(t, 'evaluator');
    const paper = await call<CertificatePaper>(t, `paper/certificate_user/${certificate.id}?portal_url=${encodeURIComponent('https://phish.example/portal/')}`, {
      method: 'GET',
      headers: holder.headers,
    });
    assert.is(paper.body.data?.verify_url, `https://portal.hospital.example/portal/verify/${certificate.code}`);
  } finally {
    await t.close();
  }
});

attacks.run();
