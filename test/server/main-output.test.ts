// What the real entry point (src/server/main.ts) writes, as an operator or `npm start` sees it:
// in production every line is one JSON object, from the start to the end of a SIGTERM; an unknown
// NODE_ENV stops it with the allowed values; outside production the address and the demo
// accounts are the last thing printed, after the start-up log.
import { spawn } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { copySnapshot, ensureSnapshots, removeCopy } from './support/db-snapshot.ts';

const test = suite('main.ts output');

interface Run {
  pid: number;
  output: () => string;
  stop(): Promise<number | null>;
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>, preload: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', './test/support/register.mjs', ...preload, 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', LOG_REQUESTS: '', DEMO_SEED: '', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    async waitFor(pattern, ms = 60_000) {
      const deadline = Date.now() + ms;
      while (!pattern.test(output)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no ${pattern} in:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

test('in production every line is one JSON object, the plain-HTTP warning and the shutdown included', async () => {
  await ensureSnapshots();
  const dataDir = copySnapshot('empty');
  if (!dataDir) throw new Error('no empty snapshot');
  try {
    const run = start({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'standard', DATA_DIR: dataDir, HOST: '0.0.0.0' });
    await run.waitFor(/"event":"listening"/);
    assert.is(await run.stop(), 0);
    const lines = run.output().trim().split('\n');
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as { event: string };
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    const events = entries.map((entry) => entry.event);
    for (const event of ['plain_http_on_network', 'listening', 'shutdown_started', 'shutdown_done']) assert.ok(events.includes(event), `${event} in ${events}`);
    const listening = entries.find((entry) => entry.event === 'listening') as { host?: string } | undefined;
    assert.is(listening?.host, '0.0.0.0', 'the line names the address listened on, not only one that reaches it');
    assert.not.ok(events.includes('demo_seeded'));
  } finally {
    removeCopy(dataDir);
  }
});

test('an error nobody caught ends the process with code 1, said in one JSON line', async () => {
  await ensureSnapshots();
  const dataDir = copySnapshot('empty');
  if (!dataDir) throw new Error('no empty snapshot');
  try {
    // The preload throws from a timer callback on SIGUSR2, as a defect in a dependency would.
    const run = start({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'standard', DATA_DIR: dataDir }, ['--import', './test/server/support/throw-on-signal.mjs']);
    await run.waitFor(/"event":"listening"/);
    const before = run.output().trim().split('\n').length;
    process.kill(run.pid, 'SIGUSR2');
    assert.is(await run.exited, 1);
    const after = run.output().trim().split('\n').slice(before);
    assert.is(after.length, 1, after.join('\n'));
    const entry = JSON.parse(after[0] ?? '') as { level: string; event: string; error: string; frames: string[] };
    assert.is(entry.level, 'error');
    assert.is(entry.event, 'uncaught_exception');
    assert.is(entry.error, 'TypeError');
    assert.ok(entry.frames.some((frame) => frame.includes('throw-on-signal')), 'where it was thrown');
  } finally {
    removeCopy(dataDir);
  }
});

test("the PostgreSQL client's known fault on a closed connection is logged and the process goes on serving", async () => {
  await ensureSnapshots();
  const dataDir = copySnapshot('empty');
  if (!dataDir) throw new Error('no empty snapshot');
  try {
    const run = start({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'standard', DATA_DIR: dataDir }, ['--import', './test/server/support/throw-on-signal.mjs']);
    await run.waitFor(/"event":"listening"/);
    const url = /"url":"([^"]+)"/.exec(run.output())?.[1];
    process.kill(run.pid, 'SIGUSR1');
    await run.waitFor(/"event":"database_client_fault"/);
    assert.is((await fetch(`${url}/api/health`)).status, 200, 'still serving');
    assert.not.match(run.output(), /uncaught_exception/);
    assert.is(await run.stop(), 0, 'and stops cleanly when asked');
  } finally {
    removeCopy(dataDir);
  }
});

test('an unknown NODE_ENV stops the start, naming the allowed values, in one JSON line', async () => {
  const run = start({ NODE_ENV: 'prod', DATA_DIR: '/nonexistent/never-created' });
  assert.is(await run.exited, 1);
  const line = JSON.parse(run.output().trim()) as { event: string; reason: string };
  assert.is(line.event, 'start_failed');
  assert.match(line.reason, /NODE_ENV is "prod".*"production", "development", "test"/);
});

test('with DEMO_SEED=1 outside production the address and the demo accounts come last, after the log', async () => {
  await ensureSnapshots();
  const dataDir = copySnapshot('empty');
  if (!dataDir) throw new Error('no empty snapshot');
  try {
    const run = start({ DEMO_SEED: '1', DATA_DIR: dataDir, HOST: '127.0.0.1' });
    await run.waitFor(/Press Ctrl\+C to stop\.\n-+\n/);
    const output = run.output();
    const banner = output.indexOf('The portal is ready: http://localhost:');
    assert.ok(banner > output.lastIndexOf('"event":"listening"'), output);
    assert.ok(banner > output.lastIndexOf('"event":"demo_seeded"'), output);
    assert.ok(output.indexOf(demoAccount('admin').email, banner) > banner, 'the demo accounts are in the banner');
    assert.is(await run.stop(), 0);
  } finally {
    removeCopy(dataDir);
  }
});

test('without DEMO_SEED a development server starts with no demo data, and an unset NODE_ENV is said to mean development', async () => {
  await ensureSnapshots();
  const dataDir = copySnapshot('empty');
  if (!dataDir) throw new Error('no empty snapshot');
  try {
    const run = start({ NODE_ENV: '', DATA_DIR: dataDir, HOST: '127.0.0.1' });
    await run.waitFor(/Press Ctrl\+C to stop\.\n-+\n/);
    assert.not.match(run.output(), /demo_seeded|Demo accounts/);
    assert.match(run.output(), /"event":"development_mode".*NODE_ENV is not set/);
    assert.is(await run.stop(), 0);
  } finally {
    removeCopy(dataDir);
  }
});

test.run();
