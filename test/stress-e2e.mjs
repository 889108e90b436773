// The browser stage under pressure: a process burning one core for the whole time, and the e2e
// stage of test/run.mjs run three times in a row beside it. Each run is reported as it ends (pass
// or fail, its time by stage); the script fails when any run failed. Browser tests must wait on
// conditions, never on the clock, and this is how to see that they do.
// Usage: node test/stress-e2e.mjs [runs] [path filter...]   (default: 3 runs of the whole stage)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 3;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// The burner: a busy loop in a process of its own, ended by its id when the runs are done.
const burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBurner = () => {
  if (burner.exitCode === null) burner.kill('SIGKILL');
};
process.on('exit', stopBurner);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function stage() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['test/run.mjs', 'e2e', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const results = [];
console.log(`burning one core (process ${burner.pid}); ${runs} runs of the e2e stage; load average ${load()}`);
for (let i = 1; i <= runs; i++) {
  const started = performance.now();
  const { code, output } = await stage();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const summary = output.split('\n').filter((line) => /passed, \d+ failed|^\s+(setup|e2e|total)\s+wall/.test(line));
  const failed = output.split('\n').filter((line) => line.startsWith('FAIL'));
  results.push(code === 0);
  console.log(`run ${i}: ${code === 0 ? 'PASS' : 'FAIL'} in ${seconds} s, load average ${load()}`);
  for (const line of [...summary, ...failed]) console.log(`  ${line.trim()}`);
  if (code !== 0) console.log(output.slice(output.indexOf('\n----')));
}
stopBurner();
const passed = results.filter(Boolean).length;
console.log(`${passed} of ${runs} runs passed with a core burning beside them`);
process.exit(passed === runs ? 0 : 1);
