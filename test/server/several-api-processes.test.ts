// Three API processes behind nginx's upstream (deploy/nginx/portal-api-upstream.conf) on one
// PostgreSQL, as docs/deploy.md sets them up: whatever must be shared is in the database, so the
// three behave as one server. Skipped with a message without DATABASE_URL or nginx; in CI
// (PORTAL_REQUIRE_WEB_SERVERS=1) a missing one fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { LoginData, VideoRequest, TaskVideo } from '../../src/contract/types.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { freshDatabase, missingForSeveralProcesses, startApiProcess, startUpstreamNginx, type ApiProcess, type UpstreamNginx } from './support/api-processes.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { call, loginHeaders, sessionHeaders, waitUntil, type TestServer } from './support/test-server.ts';

interface Ctx {
  db: { url: string; drop(): Promise<void> };
  sql: ReturnType<typeof postgres>;
  sink: SmtpSink;
  media: string;
  api: ApiProcess[];
  nginx: UpstreamNginx;
  /** `call` through nginx. */
  via: TestServer;
}

const authCallsPerMinute = 40;
const metricsToken = 'c0ffee-tea.Leaf_42~rooibos+mate/chai-99';
const test = suite<Ctx>('three API processes behind nginx on one PostgreSQL');
const missing = missingForSeveralProcesses();

/** A client address of its own per part of the test (nginx forwards it; TRUST_PROXY believes nginx). */
const from = (address: string) => ({ 'X-Forwarded-For': address });
const direct = (p: ApiProcess) => ({ url: p.url }) as TestServer;

if (missing) {
  console.log(`Skipped: ${missing}`);
  test.skip('PostgreSQL and nginx are needed', () => {});
} else {
  test.before(async (ctx) => {
    ctx.db = await freshDatabase(process.env.DATABASE_URL as string);
    ctx.sql = postgres(ctx.db.url, { max: 2, onnotice: () => {} });
    ctx.sink = await startSmtpSink();
    ctx.media = mkdtempSync(join(tmpdir(), 'portal-shared-media-'));
    const env = {
      DATABASE_URL: ctx.db.url,
      MEDIA_DIR: ctx.media,
      TRUST_PROXY: '127.0.0.1',
      AUTH_CALLS_PER_MINUTE: String(authCallsPerMinute),
      SMTP_URL: ctx.sink.url,
      MAIL_FROM: 'Evaluation Report Portal <portal@hospital.example>',
      PUBLIC_URL: 'https://portal.hospital.example',
      METRICS_TOKEN: metricsToken,
    };
    // The first one migrates and seeds the empty database; the others find it ready.
    ctx.api = [await startApiProcess(env)];
    ctx.api.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    ctx.nginx = await startUpstreamNginx(ctx.api.map((p) => p.port));
    ctx.via = { url: ctx.nginx.origin } as TestServer;
  });

  test.after(async (ctx) => {
    await ctx.nginx?.stop();
    await Promise.all((ctx.api ?? []).map((p) => p.stop()));
    await ctx.sql?.end();
    await ctx.db?.drop();
    await ctx.sink?.close();
    if (ctx.media) rmSync(ctx.media, { recursive: true, force: true });
  });

  const signInVia = async (t: TestServer, role: Parameters<typeof demoAccount>[0], address: string) => {
    const account = demoAccount(role);
    const answer = await call<LoginData>(t, 'auth/login', { headers: { ...loginHeaders(account.email, account.password), ...from(address) } });
    assert.is(answer.status, 200, answer.body.message);
    const data = answer.body.data as LoginData;
    return sessionHeaders(data.id, data.token);
  };

  test('a flood of sign-ins from one address is limited as one server would: the limit, not three times it', async ({ via, api }) => {
    const flood = await Promise.all(
      Array.from({ length: 3 * authCallsPerMinute }, (_, i) =>
        call(via, 'auth/login', { headers: { ...loginHeaders(`flood-${i}@nowhere.example`, 'wrong password'), ...from('203.0.113.7') } }),
      ),
    );
    const statuses = flood.map((answer) => answer.status);
    assert.is(statuses.filter((s) => s === 401).length, authCallsPerMinute, `allowed: ${statuses.join(' ')}`);
    assert.is(statuses.filter((s) => s === 429).length, 2 * authCallsPerMinute);
    const served = api.map((p) => p.logs.filter((e) => e.event === 'request' && e.endpoint === 'auth/login').length);
    assert.ok(served.every((n) => n >= authCallsPerMinute / 2), `every process took its share of the flood: ${served}`);
  });

  test('wrong passwords for one account lock it after 5, whichever process answers', async ({ via }) => {
    const account = demoAccount('evaluator');
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await call(via, 'auth/login', { headers: { ...loginHeaders(account.email, `wrong-${i}`), ...from('203.0.113.8') } })).status);
    }
    assert.equal(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
  });

  test('the reset mail limit per email holds across the processes: 3, then 429', async ({ via }) => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const answer = await call(via, `auth/password/${encodeURIComponent('nobody@nowhere.example')}`, { headers: from(`203.0.113.${20 + i}`) });
      statuses.push(answer.status);
    }
    assert.equal(statuses, [200, 200, 200, 429, 429, 429]);
  });

  test('a session made through one process works through every other and ends everywhere at sign-out', async ({ via, api }) => {
    const headers = await signInVia(via, 'clinician', '203.0.113.9');
    for (const p of api) assert.is((await call(direct(p), 'portal_users/get_own_user/0', { method: 'GET', headers })).status, 200, `process on ${p.port}`);
    const out = await call(via, 'auth/logout/0', { headers });
    assert.is(out.status, 200);
    // The other processes hear of the sign-out through the database's notice, a moment later:
    // well within the session cache's 10 s, which would otherwise keep the session alive there.
    for (const p of api) {
      const ended = async () => (await call(direct(p), 'portal_users/get_own_user/0', { method: 'GET', headers })).status === 401;
      await waitUntil(ended, 5000).catch(() => assert.unreachable(`process on ${p.port} still took the ended session`));
    }
  });

  test('every queued job runs once: 9 confirmation mails arrive once each, and each of several videos is processed once', async ({ via, api, sink, sql }) => {
    const headers = await signInVia(via, 'institutional_clinician', '203.0.113.11');
    const north = await sql<{ id: number }[]>`SELECT id FROM institutions WHERE name LIKE '%Norte%'`;
    assert.is((await call(via, `portal_users/set_login_institution/${north[0]?.id}`, { headers })).status, 200);
    const evaluations = await sql<{ id: number }[]>`
      SELECT id FROM evaluations WHERE institution_id = ${north[0]?.id ?? 0} AND task_id IS NOT NULL ORDER BY id LIMIT 6`;
    // How many of the demo evaluations still carry a task depends on the day (older ones are
    // legacy, without one): at least three, so that the processes have jobs to share.
    assert.ok(evaluations.length >= 3, `${evaluations.length} evaluations with a task`);
    const videos = evaluations.length;
    const before = sink.mails.length;
    const [registered, asked] = await Promise.all([
      Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          call(via, 'auth/register', {
            headers: from('203.0.113.12'),
            json: { name: `New ${i}`, lastname: 'Person', email: `new.person.${i}@clinic.example`, password: 'a long enough password' },
          }),
        ),
      ),
      Promise.all(evaluations.map((e) => call<VideoRequest>(via, `processing_records/request_video_inst/${e.id}`, { headers }))),
    ]);
    assert.ok(registered.every((a) => a.status === 200), registered.map((a) => a.body.message).join(', '));
    assert.ok(asked.every((a) => a.status === 200));
    await sink.waitFor(before + 9, 20_000);
    await waitUntil(async () => (await sql`SELECT 1 FROM video_jobs WHERE status <> 'done'`).length === 0, 30_000);
    await waitUntil(async () => (await sql`SELECT 1 FROM mail_outbox`).length === 0);
    const events = (name: string) => api.flatMap((p) => p.logs.filter((e) => e.event === name));
    // A process writes its log line just after the database says the work is done, and the
    // line reaches this test through a pipe: wait for the lines too before counting them.
    await waitUntil(async () => events('video_job_done').length >= videos && events('mail_sent').length >= 9, 10_000);
    const recipients = sink.mails.slice(before).flatMap((mail) => mail.to).sort();
    assert.equal(recipients, Array.from({ length: 9 }, (_, i) => `new.person.${i}@clinic.example`).sort(), 'each mail once');
    const started = events('video_job_started').map((e) => e.job_id);
    assert.is(started.length, videos, 'each job started once, none twice');
    assert.is(new Set(started).size, videos);
    assert.is(events('video_job_done').length, videos);
    assert.is(events('mail_sent').length, 9);
    const workers = api.filter((p) => p.logs.some((e) => e.event === 'video_job_done' || e.event === 'mail_sent')).length;
    assert.ok(workers >= 2, `the work was shared (${workers} processes did some)`);
  });

  test('a processed video made by one process is served by every other from the shared media folder', async ({ via, api, sql }) => {
    const headers = await signInVia(via, 'institutional_clinician', '203.0.113.13');
    const north = await sql<{ id: number }[]>`SELECT id FROM institutions WHERE name LIKE '%Norte%'`;
    await call(via, `portal_users/set_login_institution/${north[0]?.id}`, { headers });
    const job = await sql<{ task_id: string }[]>`SELECT task_id FROM video_jobs WHERE status = 'done' ORDER BY id LIMIT 1`;
    const maker = api.find((p) => p.logs.some((e) => e.event === 'video_job_done'));
    assert.ok(maker, 'some process made a video');
    for (const p of api) {
      const task = await call<TaskVideo>(direct(p), `processing_records/get_task_video_inst/${job[0]?.task_id}`, { headers });
      assert.is(task.status, 200, `process on ${p.port}`);
      const media = await fetch(`${p.url}/api/${task.body.data?.video_url}`, { headers: { Range: 'bytes=0-3' } });
      assert.is(media.status, 206, `process on ${p.port} serves the video`);
      assert.equal([...new Uint8Array(await media.arrayBuffer())], [0x1a, 0x45, 0xdf, 0xa3], 'a WebM');
    }
  });

  test('behind nginx: its request id reaches the API (a client\'s own is replaced) and each process counts only what it served', async ({ via, api }) => {
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) {
      const answer = await fetch(`${via.url}/api/no-such-endpoint`, { headers: { 'X-Request-Id': 'chosen-by-the-client', ...from('198.51.100.200') } });
      await answer.arrayBuffer();
      assert.is(answer.status, 404);
      ids.push(answer.headers.get('x-request-id') ?? '');
    }
    assert.ok(ids.every((id) => /^[0-9a-f]{32}$/.test(id)), `nginx's $request_id on every answer: ${ids.join(' ')}`);
    assert.is(new Set(ids).size, 9);
    const servedBy = (id: string) => api.filter((p) => p.logs.some((entry) => entry.event === 'request' && entry.request_id === id));
    await waitUntil(() => ids.every((id) => servedBy(id).length === 1), 10_000);
    // Prometheus scrapes each process on its own port: each counts its own answers only.
    let total = 0;
    for (const p of api) {
      const text = await (await fetch(`${p.url}/api/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })).text();
      const counted = Number(/^portal_http_requests_total\{endpoint="unknown",status_class="4xx"\} (\d+)$/m.exec(text)?.[1] ?? 0);
      const logged = p.logs.filter((entry) => entry.event === 'request' && entry.endpoint === 'unknown').length;
      assert.is(counted, logged, `process on ${p.port}`);
      total += counted;
    }
    assert.ok(total >= 9);
  });

  test('killing one process loses no acknowledged write, and the others go on answering', async ({ via, api, sql }) => {
    // Each write is a new account (its own row), from an address of its own so that no limit applies.
    const acknowledged: number[] = [];
    const statuses: number[] = [];
    let victimKilled = false;
    const victim = api[1] as ApiProcess;
    const worker = async (lane: number) => {
      for (let i = 0; i < 40; i++) {
        const answer = await call<{ id: number }>(via, 'auth/register', {
          headers: from(`198.51.100.${lane * 50 + i}`),
          json: { name: 'Kill', lastname: `Test ${lane}-${i}`, email: `kill.${lane}.${i}@clinic.example`, password: 'a long enough password' },
        }).catch(() => ({ status: 0, body: { message: 'no answer' } }) as never);
        statuses.push(answer.status);
        if (answer.status === 200 && answer.body.data) acknowledged.push(answer.body.data.id);
        if (!victimKilled && acknowledged.length >= 30) {
          victimKilled = true;
          await victim.kill();
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    assert.ok(victimKilled && victim.exited, 'one process was killed in the middle');
    const stored = await sql<{ id: number }[]>`SELECT id FROM users WHERE id = ANY(${acknowledged})`;
    assert.is(stored.length, acknowledged.length, 'every acknowledged account is stored');
    assert.ok(acknowledged.length >= 150, `the other processes went on: ${acknowledged.length} of 160 acknowledged, statuses ${[...new Set(statuses)]}`);
  });
}

test.run();
