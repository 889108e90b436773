// `npm start`: builds quietly (one line instead of a table of every file's size), then runs the
// built server with the demo data switched on (DEMO_SEED=1) unless the environment says otherwise
// or NODE_ENV is production. A plain `node dist/server/main.js` creates no demo data: the demo is
// asked for here, explicitly, and nowhere else (issue 21, "Safe by default").
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
if (process.env.NODE_ENV?.trim() !== 'production') process.env.DEMO_SEED ??= '1';
// The server runs in this process, so Ctrl+C and SIGTERM reach it directly.
await import(new URL('../dist/server/main.js', import.meta.url).href);
