// Runs many uvu test files one after another in this one Node process, so the pure unit tests pay
// for Node's start, the TypeScript loader and the modules they share once instead of per file.
// `node --import ./test/support/register.mjs test/support/shared-runner.mjs file...`
//
// Each file is imported on its own with fresh instances of the project's modules (the loader's
// `?isolate=` tag), its suites run and are counted for that file alone, and between files the
// globals and process.env the file added or replaced are put back. A file that
// needs more isolation (it patches a built-in's methods, or leaves timers running) belongs in
// the own-process list of test/run.mjs.
//
// Output, for test/run.mjs to read: the file's own output between a line `@@start <file>` and a
// line `@@done <file> <total> <passed> <skipped> <ms>`.
//
// `--stdin` instead of file names: the files arrive one line at a time on standard input, and the
// process ends when it closes. test/run.mjs hands the next file of a shared queue to whichever
// of its processes has just finished one, so no process idles while another has a long list.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

// Taken before the component tests' fake clock replaces them.
const { setTimeout: realSetTimeout, setImmediate: realSetImmediate } = globalThis;
globalThis.UVU_DEFER = 1; // uvu queues suites instead of running them on its own
// --dom: component tests. The DOM and the fake clock (test/support/dom.ts) are set up once,
// before the first file, and emptied between files; everything else is per file as above.
const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const domMode = flags.includes('--dom');
const listed = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = flags.includes('--stdin') ? createInterface({ input: process.stdin, crlfDelay: Infinity }) : listed;
const dom = domMode ? await import(pathToFileURL(resolve('test/support/dom.ts')).href) : null;
const out = (text) => process.stdout.write(text);
// One ordered stream, so a file's errors stay beside its results.
process.stderr.write = process.stdout.write.bind(process.stdout);

let current = null;
let stray = [];
// An error thrown outside any test (a timer, a promise nobody awaited) fails the file it came from.
// A file that sets its own policy for unhandled rejections (as the server's main.ts does) decides
// for them: what its listener throws arrives here as an uncaught exception. A file that listens
// for uncaught exceptions itself decides for them too, and fails its own tests on what it does not
// forgive (test/server/database-down.test.ts).
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    if (process.listenerCount(event) > 1) return;
    stray.push(error);
    out(`\n${event} in ${current ?? 'the shared runner'}:\n${error?.stack ?? error}\n`);
  });
}

const baseEnv = { ...process.env };

function snapshotGlobals() {
  return Object.getOwnPropertyDescriptors(globalThis);
}

function restoreGlobals(before) {
  const now = Object.getOwnPropertyDescriptors(globalThis);
  for (const key of Reflect.ownKeys(now)) {
    if (key === 'UVU_QUEUE' || key === 'UVU_INDEX') continue;
    const was = before[key];
    const is = now[key];
    if (!was) {
      if (is.configurable) delete globalThis[key];
    } else if (was.value !== is.value || was.get !== is.get || was.set !== is.set) {
      if (is.configurable) Object.defineProperty(globalThis, key, was);
      else if (is.writable) globalThis[key] = was.value;
    }
  }
  for (const key of Object.keys(process.env)) if (!(key in baseEnv)) delete process.env[key];
  Object.assign(process.env, baseEnv);
}

let index = 0;
for await (const file of files) {
  if (!file) continue;
  const tag = index++;
  current = file;
  stray = [];
  const started = performance.now();
  out(`@@start ${file}\n`);
  let total = 0;
  let passed = 0;
  let skipped = 0;
  let broken = false;
  const globals = snapshotGlobals();
  const exitHooks = process.listeners('exit');
  process.exitCode = undefined;
  globalThis.UVU_QUEUE = [[]];
  globalThis.UVU_INDEX = 0;
  try {
    // Its own instances of the project's modules (see test/support/ts-loader.mjs).
    await import(`${pathToFileURL(resolve(file)).href}?isolate=${tag}`);
    for (const run of globalThis.UVU_QUEUE[0]) {
      const [errors, ran, skip, max] = await run();
      total += max;
      passed += ran;
      skipped += skip;
      if (errors !== true) {
        out(`\n${errors}\n`);
        // uvu leaves a skipped test out of its total, so total - passed - skipped would not show
        // a failure in a file that also skips one (a suite skipped for a missing database).
        broken = true;
      }
    }
  } catch (error) {
    broken = true;
    out(`\nThe file could not run: ${error?.stack ?? error}\n`);
  }
  // Give callbacks the file left behind a moment to report their errors against it.
  await new Promise((done) => realSetTimeout(done, 0));
  await new Promise((done) => realSetImmediate(done));
  // The file ends here: its own exit hooks run now (the contract check fails a file through one)
  // and go, and an exit code it set fails it.
  for (const hook of process.listeners('exit')) {
    if (exitHooks.includes(hook)) continue;
    process.removeListener('exit', hook);
    try {
      hook(0);
    } catch (error) {
      stray.push(error);
    }
  }
  if (process.exitCode) {
    stray.push(new Error(`exit code ${process.exitCode}`));
    out(`\n${file} set the exit code ${process.exitCode}: it failed.\n`);
    process.exitCode = undefined;
  }
  if (dom) {
    try {
      dom.cleanup();
    } catch (error) {
      stray.push(error);
      out(`\nThe DOM could not be cleaned up after ${file}:\n${error?.stack ?? error}\n`);
    }
    dom.clock.reset();
  }
  restoreGlobals(globals);
  if (broken || stray.length) total = Math.max(total, passed + skipped + 1);
  out(`\n@@done ${file} ${total} ${passed} ${skipped} ${Math.round(performance.now() - started)}\n`);
}
current = null;
// Every file has run and reported: end here rather than wait for handles a file left open (a
// database pool, a socket) to close, which would hold the whole stage up.
process.stdout.write('', () => process.exit(0));
