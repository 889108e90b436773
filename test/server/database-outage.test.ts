// A database outage as a hospital would have it: two API processes (`node main.ts`, as in
// production) behind a real nginx with the shipped deploy/nginx/portal-api-upstream.conf and
// portal-api-proxy.conf (only the ports changed), on a PostgreSQL cluster of the test's own, with a
// steady load of signed-in reads and medical-record writes. The database is stopped for 30 s, then
// started again. Every answer of the outage is the API's JSON 503 (never nginx's HTML 502), within
// 2.5 s at the 99th percentile; no process exits; full service is back within 5 s of the
// database's return; every acknowledged write is in the database afterwards. Then a process
// started while the database is stopped waits for it (saying so in its log and on /api/ready)
// and serves once it is back, instead of exiting.
// The load is modest (two lanes, each pausing between requests): the test mostly waits. Skipped
// with a message without nginx or PostgreSQL's binaries (or not as root); in CI a missing one fails.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { InstitutionEntry, LoginData } from '../../src/contract/types.ts';
import { notReady } from '../../src/server/http/health.ts';
import { demoAccount, demoInstitutions } from '../../src/server/seed/demo-data.ts';
import { missingWebServer } from '../e2e/support/web-server.ts';
import { startApiProcess, startUpstreamNginx, type ApiProcess, type UpstreamNginx } from './support/api-processes.ts';
import { missingForPrivatePostgres, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { loginHeaders, sessionHeaders, waitUntil } from './support/test-server.ts';

interface Ctx {
  pg: PrivatePostgres;
  media: string;
  env: Record<string, string>;
  api: ApiProcess[];
  nginx: UpstreamNginx;
}

/** How long the database stays stopped (the scenario). */
const outageMs = Number(process.env.PORTAL_OUTAGE_MS ?? 30_000);
/** The pause of each lane between two requests: a few requests in flight, not a flood. */
const paceMs = 100;

const test = suite<Ctx>('a database outage behind nginx');
const missing = missingWebServer('nginx') ?? missingForPrivatePostgres();

interface Answer {
  status: number;
  body: string;
  contentType: string;
  started: number;
  ended: number;
  kind: 'read' | 'write';
}

/** One request through nginx, timed; status 0 when no answer came. */
function send(origin: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, json?: unknown): Promise<Omit<Answer, 'kind'>> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, text: string, contentType = '') => resolve({ status, body: text, contentType, started, ended: performance.now() });
    const req = request(`${origin}/api/${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(res.statusCode ?? 0, text, String(res.headers['content-type'] ?? '')));
      res.on('error', () => done(0, text));
    });
    req.on('error', () => done(0, ''));
    req.end(body);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `q`-quantile of `values` (nearest rank). */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

const isApi503 = (a: Omit<Answer, 'kind'>) => {
  if (a.status !== 503 || !a.contentType.startsWith('application/json')) return false;
  try {
    return (JSON.parse(a.body) as { message?: string }).message === serverReason.databaseUnavailable;
  } catch {
    return false;
  }
};

if (missing) {
  console.log(`Skipped: ${missing}`);
  test.skip('nginx and PostgreSQL\'s binaries are needed', () => {});
} else {
  test.before(async (ctx) => {
    ctx.pg = await startPrivatePostgres();
    ctx.media = mkdtempSync(join(tmpdir(), 'portal-outage-media-'));
    ctx.env = { DATABASE_URL: ctx.pg.url, MEDIA_DIR: ctx.media, TRUST_PROXY: '127.0.0.1', AUTH_CALLS_PER_MINUTE: '0' };
    // The first one migrates and seeds the empty database; the second finds it ready.
    ctx.api = [await startApiProcess(ctx.env)];
    ctx.api.push(await startApiProcess(ctx.env));
    ctx.nginx = await startUpstreamNginx(ctx.api.map((p) => p.port));
  });

  test.after(async (ctx) => {
    await ctx.nginx?.stop();
    await Promise.all((ctx.api ?? []).map((p) => p.stop()));
    ctx.pg?.remove();
    if (ctx.media) rmSync(ctx.media, { recursive: true, force: true });
  });

  test('PostgreSQL stopped for 30 s under load: only the API\'s fast 503s, no process exits, service back within 5 s, no acknowledged write lost', async ({ pg, api, nginx }) => {
    const origin = nginx.origin;
    // A medical-record clerk of the south clinic, signed in through nginx, institution chosen and terms accepted.
    const account = demoAccount('medical_record_entry');
    const signedIn = await send(origin, 'POST', 'auth/login', loginHeaders(account.email, account.password));
    assert.is(signedIn.status, 200, signedIn.body);
    const login = (JSON.parse(signedIn.body) as { data: LoginData }).data;
    const headers = sessionHeaders(login.id, login.token);
    const list = await send(origin, 'POST', 'institution/list_inst_user/0', headers);
    const south = (JSON.parse(list.body) as { data: InstitutionEntry[] }).data.find((i) => i.institution_name === demoInstitutions.south.name);
    assert.ok(south, 'the clerk works at the south clinic');
    const chosen = await send(origin, 'POST', `portal_users/set_login_institution/${south?.keyid}`, headers);
    assert.is(chosen.status, 200, chosen.body);
    // The other process hears of the choice through the database's notice, a moment later.
    await waitUntil(async () => (await send(origin, 'POST', 'portal_users/set_terms_and_conditions_user/1', headers)).status === 200, 10_000);
    const strings = JSON.parse((await send(origin, 'POST', 'extras/get_all_std_string/0', headers)).body) as { data: { strings: { id: number; category: string }[] } };
    const diagnosis = strings.data.strings.find((s) => s.category === 'diagnosis')?.id;
    const reason = strings.data.strings.find((s) => s.category === 'referral_reason')?.id;

    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let running = true;
    let writes = 0;
    const lane = async (n: number) => {
      for (let i = 0; running; i++) {
        if (i % 2 === 0) {
          const answer = i % 4 === 0 ? await send(origin, 'GET', 'portal_users/get_own_user/0', headers) : await send(origin, 'POST', 'medical_record/list_inst/0', headers);
          answers.push({ ...answer, kind: 'read' });
        } else {
          const code = `OUT-${n}-${++writes}`;
          const answer = await send(origin, 'POST', 'medical_record/set_inst/0', headers, {
            base_revision: 0,
            new_subject: { code, institution_reference: '' },
            fields: { birth_date: '2021-03-04', sex: 'male', diagnoses: [diagnosis], referral_reason: reason, medication: '', clinical_notes: 'Outage test.', referring_clinician: '' },
          });
          answers.push({ ...answer, kind: 'write' });
          if (answer.status === 200) acknowledged.push(code);
        }
        await pause(paceMs);
      }
    };
    const lanes = Promise.all([0, 1].map(lane));
    try {
      const ok = () => answers.filter((a) => a.status === 200).length;
      await waitUntil(() => acknowledged.length >= 10 && ok() >= 30, 30_000);
      assert.ok(answers.every((a) => a.status === 200), `before the outage every answer is 200: ${[...new Set(answers.map((a) => a.status))]}`);

      const stopIssued = performance.now();
      pg.stop();
      const stopped = performance.now();
      // The outage itself: the clock is the scenario here, not a wait for something to happen.
      await pause(outageMs);
      const restartIssued = performance.now();
      pg.start();
      const back = performance.now();
      // Full service: both processes ready again, and answers through nginx all 200 since.
      for (const p of api) await waitUntil(async () => (await send(p.url, 'GET', 'ready', {})).status === 200, 30_000);
      const after = answers.length;
      await waitUntil(() => answers.slice(after).filter((a) => a.status === 200).length >= 20, 30_000);
      running = false;
      await lanes;

      const during = answers.filter((a) => a.started >= stopped && a.ended <= restartIssued);
      const aroundStop = answers.filter((a) => a.ended > stopIssued && a.started < stopped);
      const outage503 = during.filter(isApi503);
      const strays = [...aroundStop, ...during].filter((a) => a.status !== 200 && !isApi503(a));
      const latencies = outage503.map((a) => a.ended - a.started);
      const lastFailure = answers.filter((a) => a.status !== 200 && a.ended > restartIssued).reduce((latest, a) => Math.max(latest, a.ended), back);
      const recoveryMs = Math.round(lastFailure - back);
      const figures = {
        requests: answers.length,
        during_outage: during.length,
        api_503: outage503.length,
        other_failures: strays.length,
        p50_ms: Math.round(quantile(latencies, 0.5)),
        p99_ms: Math.round(quantile(latencies, 0.99)),
        max_ms: Math.round(Math.max(0, ...latencies)),
        stop_took_ms: Math.round(stopped - stopIssued),
        start_took_ms: Math.round(back - restartIssued),
        recovery_ms: recoveryMs,
        acknowledged_writes: acknowledged.length,
      };
      console.log(`database-outage: ${JSON.stringify(figures)}`);

      const shown = strays.slice(0, 3).map((a) => `${a.status} ${a.contentType} ${a.body.slice(0, 60)}`);
      assert.is(strays.length, 0, `every answer of the outage is 200 (before the stop took effect) or the API's JSON 503, never nginx's 502 page: ${strays.length}, e.g. ${shown.join(' | ')}`);
      assert.ok(during.length >= 20 && during.every((a) => a.status !== 200), `the outage was seen: ${during.length} answers, all 503`);
      assert.ok(figures.p99_ms <= 2500, `p99 of the 503s: ${figures.p99_ms} ms`);
      assert.ok(recoveryMs <= 5000, `full service ${recoveryMs} ms after the database's return`);
      assert.equal(
        api.filter((p) => p.exited).map((p) => p.output().slice(-2000)),
        [],
        'no process exited',
      );
      assert.not.ok(api.some((p) => p.logs.some((e) => e.event === 'uncaught_exception')), 'no uncaught exception');
      // The outage is said once per process, not once per request or per poll of a background worker.
      for (const p of api) {
        const errors = p.logs.filter((e) => e.level === 'error').map((e) => e.event);
        assert.ok(errors.length >= 1 && errors.length <= 2 && errors.every((e) => e === 'database_unreachable'), `errors logged: ${errors.join(', ')}`);
        assert.ok(p.logs.some((e) => e.event === 'database_reachable'), 'and its end');
      }

      const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
      try {
        const stored = await sql<{ subject_code: string }[]>`SELECT subject_code FROM subjects WHERE subject_code = ANY(${acknowledged})`;
        assert.is(stored.length, acknowledged.length, 'every acknowledged write is stored');
      } finally {
        await sql.end();
      }
    } finally {
      running = false;
      await lanes;
    }
  });

  test('a process started while the database is stopped waits for it, says so, and serves once it is back', async ({ pg, env, api }) => {
    pg.stop();
    const late = await startApiProcess(env, undefined, 'waiting_for_database');
    api.push(late); // stopped with the others at the end
    const waiting = late.logs.find((e) => e.event === 'waiting_for_database');
    assert.match(String(waiting?.note), /tries again every/);
    const ready = await send(late.url, 'GET', 'ready', {});
    assert.is(ready.status, 503);
    assert.equal(JSON.parse(ready.body), { message: serverReason.databaseUnavailable, data: { reason: notReady.starting } });
    assert.is((await send(late.url, 'GET', 'health', {})).status, 200, 'alive while it waits');
    assert.ok(isApi503(await send(late.url, 'GET', 'portal_users/get_own_user/0', {})), 'the API answers its 503 meanwhile');
    pg.start();
    await waitUntil(() => late.logs.some((e) => e.event === 'listening') || late.exited, 30_000);
    assert.not.ok(late.exited, late.output());
    assert.is((await send(late.url, 'GET', 'ready', {})).status, 200);
    assert.not.ok(late.logs.some((e) => e.event === 'start_failed'));
  });
}

test.run();
