// GET /api/metrics end to end: a real server, some calls, scrapes without and with the token, the
// Prometheus text format parsed; and the shipped alert rules read and checked against that scrape.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { exec, execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { bearerMatches, metricsTokenRequired, readMetricsToken } from '../../src/server/http/metrics-endpoint.ts';
import { readEnv } from '../../src/server/env.ts';
import { ApiError } from '../../src/server/core/api-error.ts';
import { createMetrics, databaseErrorKind, sampleTimeoutMs } from '../../src/server/http/metrics.ts';
import type { Db } from '../../src/server/db/db.ts';
import { serverReason } from '../../src/contract/messages.ts';
import { postgresUrlOptions } from '../../src/server/db/postgres-options.ts';
import { call, login, signIn, startTestServer, type TestServer } from './support/test-server.ts';

const execAsync = promisify(exec);
const token = 'k3Jd8s-Qw0_pLm2.Zx9~Rt5+Yv7/Nb4Hc6Gf1Ae';

interface Ctx {
  t: TestServer;
  off: TestServer;
}

const test = suite<Ctx>('metrics');

test.before(async (ctx) => {
  ctx.t = await startTestServer({ metricsToken: token });
  ctx.off = await startTestServer({ seed: false });
});

test.after(async ({ t, off }) => {
  await t?.close();
  await off?.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Scrape {
  samples: Sample[];
  types: Map<string, string>;
}

/** Parses the Prometheus text format (version 0.0.4), failing on any line it does not know. */
function parseExposition(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = new RegExp(`^# (HELP|TYPE) (${name}) (.*)$`).exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        assert.ok(['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(comment[3] as string), line);
        types.set(comment[2] as string, comment[3] as string);
      }
      continue;
    }
    const sample = new RegExp(`^(${name})(?:\\{(.*)\\})? (\\S+)(?: \\d+)?$`).exec(line);
    if (!sample) throw new Error(`not a line of the text format: ${line}`);
    const labels: Record<string, string> = {};
    const body = sample[2] ?? '';
    const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/y;
    let at = 0;
    while (at < body.length) {
      label.lastIndex = at;
      const found = label.exec(body);
      if (!found) throw new Error(`bad labels in: ${line}`);
      labels[found[1] as string] = (found[2] as string).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      at = label.lastIndex;
    }
    // As Prometheus reads it (Go's ParseFloat): NaN and Inf in any case (prom-client writes "Nan").
    const raw = sample[3] as string;
    const value = /^nan$/i.test(raw) ? NaN : /^\+?inf$/i.test(raw) ? Infinity : /^-inf$/i.test(raw) ? -Infinity : Number(raw);
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) throw new Error(`bad value in: ${line}`);
    samples.push({ name: sample[1] as string, labels, value });
  }
  return { samples, types };
}

function value(scrape: Scrape, name: string, labels: Record<string, string> = {}): number | undefined {
  return scrape.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

async function scrape(t: TestServer, headers: Record<string, string> = { Authorization: `Bearer ${token}` }): Promise<Response> {
  return fetch(`${t.url}/api/metrics`, { headers });
}

test('without the token, or with a wrong one, the answer is 401 in the envelope, with no figure', async ({ t }) => {
  for (const headers of [{} as Record<string, string>, { Authorization: 'Bearer wrong-token-of-the-same-kind-0123456789' }, { Authorization: token }, { Authorization: `Basic ${token}` }]) {
    const answer = await scrape(t, headers);
    assert.is(answer.status, 401, JSON.stringify(headers));
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    assert.is(answer.headers.get('www-authenticate'), 'Bearer realm="metrics"');
    const text = await answer.text();
    assert.equal(JSON.parse(text), { message: metricsTokenRequired });
    assert.not.match(text, /portal_|process_|# HELP/);
  }
  const post = await fetch(`${t.url}/api/metrics`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  assert.is(post.status, 405);
});

test('a server without METRICS_TOKEN has no metrics address (404, the envelope)', async ({ off }) => {
  const answer = await scrape(off);
  assert.is(answer.status, 404);
  assert.equal(await answer.json(), { message: 'Not found' });
});

test('with METRICS_ALLOW, only a listed address reaching the process directly reads the metrics; anyone else finds no address', async () => {
  const listed = await startTestServer({ seed: false, metricsToken: token, metricsAllow: ['127.0.0.0/8', '::1'] });
  const unlisted = await startTestServer({ seed: false, metricsToken: token, metricsAllow: ['192.0.2.0/24'] });
  try {
    assert.is((await scrape(listed)).status, 200, 'a listed address with the token');
    assert.is((await scrape(listed, {})).status, 401, 'a listed address still needs the token');
    const forwarded = await scrape(listed, { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '127.0.0.1' });
    assert.is(forwarded.status, 404, 'through a proxy (X-Forwarded-For), even from a listed address');
    assert.equal(await forwarded.json(), { message: 'Not found' });
    const outside = await scrape(unlisted);
    assert.is(outside.status, 404, 'an address not on the list, with the token');
    assert.not.match(await outside.text(), /portal_|# HELP/);
  } finally {
    await listed.close();
    await unlisted.close();
  }
  assert.equal(readEnv({ METRICS_ALLOW: ' 10.1.2.3, fd00::/8 ,' }, '.').metricsAllow, ['10.1.2.3', 'fd00::/8']);
  assert.throws(() => readEnv({ METRICS_ALLOW: '10.1.2.3,prometheus.local' }, '.'), /METRICS_ALLOW: "prometheus\.local" is not an IP address/);
});

test('with the token: the text format, calls counted by endpoint name and status class, never by raw path', async ({ t }) => {
  const account = demoAccount('evaluator');
  const user = await signIn(t, account.email, account.password);
  assert.is((await login(t, account.email, 'not the password')).status, 401);
  // A path with an id and an email in it: neither may appear in a label.
  await call(t, `auth/password/${encodeURIComponent('nobody.here@clinic.example')}`, {});
  await call(t, 'paper/certificate_user/987654321', { method: 'GET', headers: user.headers });
  await fetch(`${t.url}/api/no/such/path/123456789`);

  const answer = await scrape(t);
  assert.is(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  assert.is(answer.headers.get('cache-control'), 'no-store');
  const text = await answer.text();
  const result = parseExposition(text);
  assert.ok((value(result, 'portal_http_requests_total', { endpoint: 'login', status_class: '2xx' }) ?? 0) >= 1, 'a good sign-in');
  assert.ok((value(result, 'portal_http_requests_total', { endpoint: 'login', status_class: '4xx' }) ?? 0) >= 1, 'a refused one');
  assert.ok((value(result, 'portal_http_requests_total', { endpoint: 'resetPassword', status_class: '2xx' }) ?? 0) >= 1, 'by name, not by path');
  assert.ok((value(result, 'portal_http_requests_total', { endpoint: 'getCertificatePaper' }) ?? 0) >= 1, 'by name, not by id');
  assert.ok((value(result, 'portal_http_requests_total', { endpoint: 'unknown', status_class: '4xx' }) ?? 0) >= 1, 'an unknown path as "unknown"');
  assert.ok((value(result, 'portal_sign_in_failures_total') ?? 0) >= 1);
  for (const sample of result.samples.filter((s) => s.labels.endpoint !== undefined)) {
    assert.match(sample.labels.endpoint as string, /^[A-Za-z]+$/, `an endpoint label is a name: ${sample.labels.endpoint}`);
  }
  assert.not.ok(/nobody\.here|987654321|123456789|clinic\.example/.test(text), 'no path, id or email in the figures');
  assert.is(result.types.get('portal_http_request_duration_seconds'), 'histogram');
  assert.ok((value(result, 'portal_http_request_duration_seconds_bucket', { endpoint: 'login', le: '+Inf' }) ?? 0) >= 2);
  assert.ok((value(result, 'portal_http_request_duration_seconds_count', { endpoint: 'login' }) ?? 0) >= 2);
  assert.is(value(result, 'portal_database_up'), 1);
  const url = process.env.DATABASE_URL;
  assert.is(value(result, 'portal_database_pool_size'), url ? postgresUrlOptions(url).max : 1);
  assert.ok(value(result, 'portal_database_queries_in_flight') !== undefined);
  assert.is(value(result, 'portal_mail_queue_depth'), 0);
  assert.is(value(result, 'portal_video_jobs', { status: 'queued' }), 0);
  assert.is(value(result, 'portal_mail_send_failures_total', { reason: 'authentication' }), 0);
  assert.ok((value(result, 'process_resident_memory_bytes') ?? 0) > 1e6, 'process memory');
  assert.ok(value(result, 'nodejs_eventloop_lag_p99_seconds') !== undefined, 'event-loop delay');
});

test('sign-in throttling is counted by endpoint', async ({ t }) => {
  const email = 'throttled.person@clinic.example';
  let answer = await login(t, email, 'wrong');
  for (let i = 0; i < 30 && answer.status !== 429; i++) answer = await login(t, email, 'wrong');
  assert.is(answer.status, 429);
  const result = parseExposition(await (await scrape(t)).text());
  assert.ok((value(result, 'portal_throttled_requests_total', { endpoint: 'login' }) ?? 0) >= 1);
});

test('a database statement that fails is counted by its SQLSTATE class', async ({ t }) => {
  await t.server.db.query('SELECT 1 FROM a_table_that_does_not_exist').catch(() => {});
  const result = parseExposition(await (await scrape(t)).text());
  assert.ok((value(result, 'portal_database_errors_total', { kind: '42' }) ?? 0) >= 1);
});

test('a scrape while the database does not answer says so within its time limit, and shows no queue figure as if current', async () => {
  for (const query of [() => new Promise<never>(() => {}), () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }))]) {
    const metrics = createMetrics({ db: { query } as unknown as Db, poolSize: 1, processMetrics: false });
    const started = Date.now();
    const result = parseExposition(await metrics.scrape());
    assert.ok(Date.now() - started < sampleTimeoutMs + 1000, 'bounded');
    assert.is(value(result, 'portal_database_up'), 0);
    assert.is(value(result, 'portal_mail_queue_depth'), undefined);
    assert.is(value(result, 'portal_video_jobs', { status: 'queued' }), undefined);
    assert.ok(value(result, 'portal_http_requests_total') === undefined, 'nothing counted yet, nothing invented');
  }
});

test('database errors are labelled by SQLSTATE class, an out-of-reach database as "connection"', () => {
  assert.is(databaseErrorKind(Object.assign(new Error('x'), { code: '53100' })), '53');
  assert.is(databaseErrorKind(Object.assign(new Error('x'), { code: '42P01' })), '42');
  assert.is(databaseErrorKind(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })), 'connection');
  assert.is(databaseErrorKind(new ApiError(503, serverReason.databaseUnavailable)), 'connection');
  const disk = new ApiError(503, serverReason.databaseUnavailable);
  Object.assign(disk, { cause: Object.assign(new Error('full'), { code: '53100' }) });
  assert.is(databaseErrorKind(disk), '53', 'a 503 keeping the driver\'s error as its cause');
  assert.is(databaseErrorKind(new ApiError(404, serverReason.notFound)), null, 'a refusal is not a database error');
  assert.is(databaseErrorKind(new Error('plain')), null);
});

const deployGuide = readFileSync(join(import.meta.dirname, '../../docs/deploy.md'), 'utf8');

test('the guide\'s commands as written: the token it makes is accepted, and its curl reads the figures', async ({ t }) => {
  const make = /```sh\n(openssl rand -hex 32)\n```/.exec(deployGuide)?.[1];
  assert.ok(make, 'the guide makes the token with openssl');
  const made = execSync(make, { encoding: 'utf8' }).trim();
  assert.is(readMetricsToken(made), made);
  const look = /`(curl -fsS -H "Authorization: Bearer \$\(cat \/etc\/prometheus\/portal-metrics-token\)" http:\/\/127\.0\.0\.1:3000\/api\/metrics)`/.exec(deployGuide)?.[1];
  assert.ok(look, 'the guide shows how to look by hand');
  const dir = mkdtempSync(join(tmpdir(), 'portal-metrics-token-'));
  try {
    writeFileSync(join(dir, 'token'), `${token}\n`);
    const command = look.replace('/etc/prometheus/portal-metrics-token', join(dir, 'token')).replace('http://127.0.0.1:3000', t.url);
    const { stdout } = await execAsync(command, { encoding: 'utf8' });
    assert.ok(value(parseExposition(stdout), 'portal_database_up') === 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('METRICS_TOKEN is checked at start like the other secrets', () => {
  assert.is(readMetricsToken(undefined), undefined);
  assert.is(readMetricsToken(''), undefined);
  assert.is(readMetricsToken(token), token);
  assert.throws(() => readMetricsToken('short-token'), /at least 32 characters/);
  assert.throws(() => readMetricsToken(`${token} `), /spaces around it/);
  assert.throws(() => readMetricsToken(`${token}"x`), /only letters, digits/);
  assert.throws(() => readMetricsToken('a'.repeat(40)), /too few characters/);
  assert.throws(() => readEnv({ METRICS_TOKEN: 'short' }, '.'), /METRICS_TOKEN must be at least 32/);
  assert.is(readEnv({ METRICS_TOKEN: token }, '.').metricsToken, token);
  assert.ok(bearerMatches(`Bearer ${token}`, token));
  assert.ok(bearerMatches(`bearer ${token}`, token));
  assert.not.ok(bearerMatches(`Bearer ${token}x`, token));
  assert.not.ok(bearerMatches(`Bearer  ${token}`, token));
  assert.not.ok(bearerMatches(undefined, token));
});

// ---- The alert rules ----------------------------------------------------------------------------

type Yaml = string | Yaml[] | { [key: string]: Yaml };

/**
 * Reads the plain subset of YAML the rules file is written in: mappings, lists of mappings, and
 * one-line values, plain or double-quoted; comments on their own lines. Anything else fails.
 */
function parseYamlSubset(text: string): Yaml {
  const lines = text
    .split('\n')
    .map((raw, index) => ({ raw, n: index + 1 }))
    .filter(({ raw }) => raw.trim() !== '' && !raw.trim().startsWith('#'))
    .map(({ raw, n }) => {
      if (raw.includes('\t')) throw new Error(`line ${n}: a tab`);
      const indent = raw.length - raw.trimStart().length;
      const body = raw.trim();
      const item = body.startsWith('- ');
      return { indent, text: item ? body.slice(2) : body, item, n };
    });
  let i = 0;
  const scalar = (value: string, n: number): string => {
    if (value.startsWith('"')) {
      if (!value.endsWith('"') || value.length < 2) throw new Error(`line ${n}: an unclosed string`);
      return JSON.parse(value) as string;
    }
    if (/^[[\]{}&*!|>'%@`,?:-]/.test(value) || value.includes(': ') || value.includes(' #')) throw new Error(`line ${n}: not a plain value: ${value}`);
    return value;
  };
  const block = (indent: number): Yaml => {
    const first = lines[i];
    if (!first) throw new Error('the file ends where a value is expected');
    if (first.item) {
      const items: Yaml[] = [];
      while (lines[i]?.indent === indent && lines[i]?.item) {
        const line = lines[i] as (typeof lines)[number];
        lines[i] = { ...line, indent: indent + 2, item: false };
        items.push(block(indent + 2));
      }
      return items;
    }
    const map: Record<string, Yaml> = {};
    while (lines[i]?.indent === indent && !lines[i]?.item) {
      const { text: body, n } = lines[i] as (typeof lines)[number];
      const pair = /^([A-Za-z_][\w-]*):(?: (.+))?$/.exec(body);
      if (!pair) throw new Error(`line ${n}: not "key: value": ${body}`);
      const key = pair[1] as string;
      if (key in map) throw new Error(`line ${n}: "${key}" twice`);
      i++;
      if (pair[2] !== undefined) {
        map[key] = scalar(pair[2], n);
      } else {
        const next = lines[i];
        if (!next || next.indent <= indent) throw new Error(`line ${n}: "${key}" has no value`);
        map[key] = block(next.indent);
      }
    }
    const left = lines[i];
    if (left && left.indent > indent) throw new Error(`line ${left.n}: unexpected indentation`);
    return map;
  };
  const top = block(0);
  if (i < lines.length) throw new Error(`line ${lines[i]?.n}: unexpected indentation`);
  return top;
}

/** Metric names an expression reads: not functions, keywords, label names or label values. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset']);
  const names = [...bare.matchAll(/(?<![\w.])([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\()?/g)]
    .filter((m) => m[2] === undefined && !keywords.has(m[1] as string))
    .map((m) => m[1] as string);
  return [...new Set(names)];
}

/** Metrics that come from elsewhere than the API, each documented by its maker. */
const outsideMetrics: Record<string, string> = {
  up: 'Prometheus itself, for every target it scrapes',
  node_filesystem_avail_bytes: 'node_exporter, filesystem collector',
  node_filesystem_size_bytes: 'node_exporter, filesystem collector',
};

test('the shipped alert rules parse, and every metric they read is in a real scrape or documented elsewhere', async ({ t }) => {
  const file = readFileSync(join(import.meta.dirname, '../../deploy/prometheus/portal-alerts.yml'), 'utf8');
  const parsed = parseYamlSubset(file) as { groups: { name: string; rules: Record<string, Yaml>[] }[] };
  const rules = parsed.groups.flatMap((group) => group.rules);
  const scraped = new Set(parseExposition(await (await scrape(t)).text()).samples.map((s) => s.name));
  const alerts = rules.map((rule) => rule.alert);
  for (const wanted of ['PortalDatabaseUnreachable', 'PortalServerErrors', 'PortalMailFailing', 'PortalDiskFilling', 'PortalDiskFull', 'PortalSlowAnswers']) {
    assert.ok(alerts.includes(wanted), `an alert ${wanted}`);
  }
  for (const rule of rules) {
    assert.equal(Object.keys(rule).filter((key) => !['alert', 'expr', 'for', 'labels', 'annotations'].includes(key)), [], `${rule.alert}: known keys`);
    assert.type(rule.alert, 'string');
    assert.type(rule.expr, 'string');
    if (rule.for !== undefined) assert.match(rule.for as string, /^\d+[smh]$/);
    assert.ok(['critical', 'warning'].includes((rule.labels as Record<string, string>).severity as string), `${rule.alert}: severity`);
    assert.type((rule.annotations as Record<string, string>).summary, 'string');
    const expr = rule.expr as string;
    assert.is(expr.split('(').length, expr.split(')').length, `${rule.alert}: balanced parentheses`);
    const names = metricNames(expr);
    assert.ok(names.length > 0, `${rule.alert} reads a metric`);
    for (const name of names) assert.ok(scraped.has(name) || name in outsideMetrics, `${rule.alert} reads ${name}, which no scrape shows`);
  }
});

test('promtool, where installed (PROMTOOL or on the PATH), accepts the rules too', () => {
  const file = join(import.meta.dirname, '../../deploy/prometheus/portal-alerts.yml');
  const checked = spawnSync(process.env.PROMTOOL ?? 'promtool', ['check', 'rules', file], { encoding: 'utf8' });
  if ((checked.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return;
  assert.is(checked.status, 0, `${checked.stdout}${checked.stderr}`);
  assert.match(checked.stdout, /SUCCESS: \d+ rules found/);
});

test('promtool, where installed, accepts the guide\'s prometheus.yml with the rules beside it', () => {
  const config = /```yaml\n(# prometheus\.yml\n[\s\S]*?)```/.exec(deployGuide)?.[1];
  assert.ok(config, 'the guide shows a prometheus.yml');
  const dir = mkdtempSync(join(tmpdir(), 'portal-prometheus-'));
  try {
    writeFileSync(join(dir, 'token'), `${token}\n`);
    writeFileSync(join(dir, 'prometheus.yml'), config.replace('/etc/prometheus/portal-metrics-token', join(dir, 'token')));
    writeFileSync(join(dir, 'portal-alerts.yml'), readFileSync(join(import.meta.dirname, '../../deploy/prometheus/portal-alerts.yml')));
    const checked = spawnSync(process.env.PROMTOOL ?? 'promtool', ['check', 'config', join(dir, 'prometheus.yml')], { encoding: 'utf8' });
    if ((checked.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return;
    assert.is(checked.status, 0, `${checked.stdout}${checked.stderr}`);
    assert.match(checked.stdout, /SUCCESS: \d+ rules found/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the rules reader and the name finder are not blind', () => {
  assert.throws(() => parseYamlSubset('groups:\n  - name: x\n   rules: y\n'), /indentation/);
  assert.throws(() => parseYamlSubset('a: b: c\n'), /not a plain value/);
  assert.equal(metricNames('sum by (job, le) (rate(a_total{x="b_total"}[5m])) / on(job) b_count > 2 and up == 0'), ['a_total', 'b_count', 'up']);
});

test.run();
