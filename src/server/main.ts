/**
 * The server's entry point, bundled to dist/server/main.js (`npm start`). Reads the environment,
 * starts the server, prints where the portal is (and the demo accounts outside production), and
 * shuts down cleanly on SIGINT or SIGTERM: requests in flight finish, then the database closes.
 * With a command as its first argument (`help` lists them) it runs that instead and exits.
 */
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePath } from '../contract/constants.ts';
import { isLoopbackHost, startServer, type RunningServer } from './app.ts';
import { readEnv } from './env.ts';
import { demoAccounts } from './seed/demo-data.ts';
import { isCommand, runCommand } from './admin/command-line.ts';
import type { DatabaseOptions } from './db/db.ts';

/** dist/portal beside the bundle (dist/server/main.js), else dist/portal under the cwd. */
function defaultPortalDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = basename(here) === 'server' && basename(dirname(here)) === 'dist';
  return bundled ? join(here, '..', 'portal') : resolve('dist/portal');
}

function printBanner(server: RunningServer, host: string, showDemo: boolean): void {
  const loopback = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host);
  const portalUrl = loopback ? `http://localhost:${server.port}${basePath}/` : `${server.url}${basePath}/`;
  const lines = [`Portal: ${portalUrl}`];
  if (showDemo) {
    lines.push('Demo accounts (development only; never created when NODE_ENV=production):');
    for (const account of demoAccounts) {
      lines.push(`  ${account.role.padEnd(24)} ${account.email.padEnd(32)} ${account.password}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const options = readEnv(process.env, defaultPortalDir());
  const server = await startServer(options);
  const host = options.host ?? '';
  const demoAllowed = isLoopbackHost(host) || options.demoSeedOnNetwork === true;
  if (options.seed === true && !demoAllowed) {
    process.stderr.write(
      `Warning: HOST=${host} is not a loopback address, so no demo data was seeded (its passwords are public). ` +
        'Set DEMO_SEED=1 to seed it anyway, or NODE_ENV=production for a real deployment.\n',
    );
  }
  printBanner(server, host, options.seed === true && demoAllowed);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting without waiting.\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`${signal}: finishing requests in flight, then stopping.\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const [command, ...args] = process.argv.slice(2);
if (command !== undefined && isCommand(command)) {
  // An operator's command (admin/command-line.ts) on the server's database, instead of serving.
  const io = { out: (text: string) => process.stdout.write(text), err: (text: string) => process.stderr.write(text), now: () => new Date() };
  let database: DatabaseOptions | undefined;
  try {
    database = readEnv(process.env, defaultPortalDir()).database;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  if (database) void runCommand(command, args, database, io).then((status) => process.exit(status));
  else process.exit(2);
} else if (command !== undefined) {
  process.stderr.write(`Unknown command "${command}". Run "node main.js help" for the commands; without one, the server starts.\n`);
  process.exit(2);
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
