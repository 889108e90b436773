// The media benchmark, on the built server in a process of its own (dist/server/main.js, demo
// data, a throw-away data directory): the time to the first byte of a 1 MB byte range of a
// 16 MB video behind a signed link (target under 20 ms), and the API's latency (get-own-user,
// 8 concurrent callers) alone and then while 20 viewers stream one video in 1 MB ranges as
// players do: a few ranges at once to fill the buffer, then one range per range's playing time
// at a generous 8 Mbit/s (target: a rise under 20 %). The same 20 viewers downloading as fast as
// they can, which no player does, are measured too, as a stress figure without a target.
// Every loop is bounded by time and by count.
// Usage: `npm run bench` (through bench/run.mjs), or `node bench/media.mjs`.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const mainJs = join(root, 'dist/server/main.js');
const videoBytes = 16 * 1024 * 1024;
const rangeBytes = 1024 * 1024;
const viewers = 20;
const ttfbTargetMs = 20;
const riseTargetPercent = 20;
// What a player asks for: its start-up buffer, then what it plays. 8 Mbit/s is a 1080p H.264
// stream, more than the processed evaluation videos need.
const playerBitsPerSecond = 8_000_000;
const startupRanges = 3;
// Each measure of the API lasts 4 s, several of a watcher's range periods.
const apiMs = 4000;
const apiCalls = 20_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A signed media link exactly as src/server/media/signed-url.ts makes one. */
function signedPath(secret, path, userId, seconds = 600) {
  const expires = Math.floor(Date.now() / 1000) + seconds;
  const s = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${path}\n${userId}\n${expires}`).digest('base64url');
  return `/api/media/${path}?u=${userId}&e=${expires}&s=${s}`;
}

/** One request: status, time to the first body byte, total time and bytes. Never rejects. */
function fetchTimed(port, agent, method, path, headers = {}, body) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      let first = null;
      let bytes = 0;
      let text = '';
      res.on('data', (chunk) => {
        first ??= performance.now() - started;
        bytes += chunk.length;
        if (bytes < 10_000) text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ttfb: first ?? performance.now() - started, ms: performance.now() - started, bytes, text }));
    });
    req.on('error', () => resolve({ status: 0, ttfb: 0, ms: performance.now() - started, bytes: 0, text: '' }));
    req.end(body);
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const fmt = (ms) => `${ms.toFixed(2)} ms`;

async function waitForServer(port) {
  for (let i = 0; i < 1800; i++) {
    const answer = await fetchTimed(port, undefined, 'GET', '/portal/config.json');
    if (answer.status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** `count` API calls from `concurrency` callers, or until `ms` pass; resolves the latencies. */
async function apiLatencies(port, headers, concurrency, count, ms) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const deadline = performance.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (latencies.length < count && performance.now() < deadline) {
        const answer = await fetchTimed(port, agent, 'GET', '/api/portal_users/get_own_user/0', headers);
        if (answer.status !== 200) throw new Error(`get_own_user answered ${answer.status}`);
        latencies.push(answer.ms);
      }
    }),
  );
  agent.destroy();
  return latencies;
}

/** Runs the benchmark and prints its figures; resolves them. */
export async function benchMedia() {
  if (!existsSync(mainJs)) {
    const build = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-media-'));
  const mediaDir = join(dataDir, 'media');
  await mkdir(join(mediaDir, 'training', 'bench'), { recursive: true });
  await writeFile(join(mediaDir, 'training', 'bench', 'big.webm'), randomBytes(videoBytes));
  const secret = randomBytes(32).toString('base64url');
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      MEDIA_DIR: mediaDir,
      MEDIA_URL_SECRET: secret,
      AUTH_CALLS_PER_MINUTE: '0',
      DATABASE_URL: '',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(port);
    const login = await fetchTimed(port, undefined, 'POST', '/api/auth/login', {
      AuthType: 'Login',
      LoginType: '1',
      Authorization: `Basic ${Buffer.from('evaluator@portal.example:Demo-Portal-2025').toString('base64')}`,
    });
    const { id, token } = JSON.parse(login.text).data;
    const headers = { AuthType: 'VMPartner', LoginType: '1', Authorization: `${id}:${token}` };
    const link = signedPath(secret, 'training/bench/big.webm', id);

    // Time to first byte of a 1 MB range, one request at a time, at offsets across the file.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ttfb = [];
    const whole = [];
    for (let i = 0; i < 200; i++) {
      const start = (i * 7919 * 1024) % (videoBytes - rangeBytes);
      const answer = await fetchTimed(port, agent, 'GET', link, { Range: `bytes=${start}-${start + rangeBytes - 1}` });
      if (answer.status !== 206 || answer.bytes !== rangeBytes) throw new Error(`range answered ${answer.status} with ${answer.bytes} bytes`);
      if (i >= 10) {
        ttfb.push(answer.ttfb);
        whole.push(answer.ms);
      }
    }
    agent.destroy();

    // The API alone, then while 20 viewers watch the video, then while they download it flat out;
    // three rounds, alternated, so that a busy machine weighs on every side alike.
    const watch = async (paced) => {
      let streaming = true;
      let bytes = 0;
      const viewerLoops = Array.from({ length: viewers }, async (_, viewer) => {
        const own = new Agent({ keepAlive: true, maxSockets: 1 });
        let offset = (viewer * rangeBytes) % videoBytes;
        // People do not press Play at the same instant: the watchers start over one second.
        if (paced) await new Promise((r) => setTimeout(r, (viewer * 1000) / viewers));
        for (let fetched = 0; streaming; fetched++) {
          const end = Math.min(offset + rangeBytes, videoBytes) - 1;
          const asked = performance.now();
          const answer = await fetchTimed(port, own, 'GET', link, { Range: `bytes=${offset}-${end}` });
          bytes += answer.bytes;
          offset = end + 1 >= videoBytes ? 0 : end + 1;
          if (paced && fetched >= startupRanges - 1) {
            const playing = ((answer.bytes * 8) / playerBitsPerSecond) * 1000;
            const wait = playing - (performance.now() - asked);
            const until = performance.now() + wait;
            while (streaming && performance.now() < until) await new Promise((r) => setTimeout(r, Math.min(50, until - performance.now())));
          }
        }
        own.destroy();
      });
      // Measured once the viewers' start-up buffers are filled: what the API meets while they watch.
      if (paced) await new Promise((r) => setTimeout(r, 1500));
      const bytesBefore = bytes;
      const started = performance.now();
      const latencies = await apiLatencies(port, headers, 8, apiCalls, apiMs);
      const ms = performance.now() - started;
      const measuredBytes = bytes - bytesBefore;
      streaming = false;
      await Promise.all(viewerLoops);
      return { latencies, bytes: measuredBytes, ms };
    };
    await apiLatencies(port, headers, 8, 200, 2000);
    const alone = [];
    const during = [];
    const flatOut = [];
    let streamed = 0;
    let streamingMs = 0;
    let flatBytes = 0;
    let flatMs = 0;
    for (let round = 0; round < 3; round++) {
      alone.push(...(await apiLatencies(port, headers, 8, apiCalls, apiMs)));
      const watched = await watch(true);
      during.push(...watched.latencies);
      streamed += watched.bytes;
      streamingMs += watched.ms;
      const stressed = await watch(false);
      flatOut.push(...stressed.latencies);
      flatBytes += stressed.bytes;
      flatMs += stressed.ms;
    }
    const seconds = streamingMs / 1000;

    const ttfbMedian = quantile(ttfb, 0.5);
    const aloneMedian = quantile(alone, 0.5);
    const duringMedian = quantile(during, 0.5);
    const rise = ((duringMedian - aloneMedian) / aloneMedian) * 100;
    console.log(`1 MB range of a 16 MB video (${ttfb.length} requests, one at a time):`);
    console.log(`  time to first byte  median ${fmt(ttfbMedian)}  p95 ${fmt(quantile(ttfb, 0.95))}  (target < ${ttfbTargetMs} ms: ${ttfbMedian < ttfbTargetMs ? 'met' : 'FAIL'})`);
    console.log(`  whole 1 MB          median ${fmt(quantile(whole, 0.5))}  p95 ${fmt(quantile(whole, 0.95))}`);
    console.log(`API get_own_user, 8 callers: alone median ${fmt(aloneMedian)} p95 ${fmt(quantile(alone, 0.95))} (${alone.length} calls)`);
    console.log(
      `  with ${viewers} viewers watching (${((streamed / 1024 / 1024) / seconds).toFixed(0)} MB/s): median ${fmt(duringMedian)} p95 ${fmt(quantile(during, 0.95))} (${during.length} calls)`,
    );
    console.log(`  rise of the median ${rise.toFixed(1)} % (target < ${riseTargetPercent} %: ${rise < riseTargetPercent ? 'met' : 'FAIL'})`);
    const flatMedian = quantile(flatOut, 0.5);
    const flatRise = ((flatMedian - aloneMedian) / aloneMedian) * 100;
    console.log(
      `  stress, the ${viewers} downloading flat out (${((flatBytes / 1024 / 1024) / (flatMs / 1000)).toFixed(0)} MB/s, server and clients on one machine): median ${fmt(flatMedian)} p95 ${fmt(quantile(flatOut, 0.95))}, rise ${flatRise.toFixed(1)} % (no target)`,
    );
    return { ttfbMedian, aloneMedian, duringMedian, rise, flatMedian, flatRise };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchMedia().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
