/**
 * The server's entry point, bundled to dist/server/main.js (`npm start`). Reads the environment,
 * starts the server, prints where the portal is (and the demo accounts outside production), and
 * shuts down cleanly on SIGINT or SIGTERM: requests in flight finish, then the database closes.
 * With a command as its first argument (`help` lists them) it runs that instead and exits.
 */
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePath } from '../contract/constants.ts';
import { startServer, type RunningServer, type ServerOptions } from './app.ts';
import { assertDemoSeedPossible, readEnv } from './env.ts';
import { demoAccounts } from './seed/demo-data.ts';
import { isCommand, runCommand } from './admin/command-line.ts';
import { applyEnvFile } from './admin/env-file.ts';
import { createLogger, describeError, stdoutSink } from './core/log.ts';
import { strayRejectionPolicy } from './db/stray-rejections.ts';
import { createClientFaults, isKnownClientFault } from './db/client-fault.ts';
import { isDatabaseOutOfReach, waitForDatabase } from './http/wait-for-database.ts';
import type { DatabaseOptions } from './db/db.ts';

/** Every line the server itself writes is one JSON object (core/log.ts); only the banner is prose. */
const log = createLogger(stdoutSink, Date.now);

// A database connection lost inside the PostgreSQL client does not end the process; any other
// unhandled rejection still does (db/stray-rejections.ts).
process.on('unhandledRejection', strayRejectionPolicy(log));
// The PostgreSQL client's one known exception outside any promise, on a connection that had just
// closed (db/client-fault.ts), does not end the process either: the database's connections are
// opened afresh, and the requests of that moment get their 503. Anything else thrown that nobody
// caught ends the process as Node would (code 1, for systemd to start it again), said in one JSON
// line rather than Node's plain-text trace.
const clientFaults = createClientFaults();
process.on('uncaughtException', (error) => {
  if (isKnownClientFault(error)) {
    log.warn('database_client_fault', { ...describeError(error), note: 'The database client failed on a connection that had just closed; the server goes on with new connections.' });
    clientFaults.report();
    return;
  }
  log.error('uncaught_exception', describeError(error));
  process.exit(1);
});

/** dist/portal beside the bundle (dist/server/main.js), else dist/portal under the cwd. */
function defaultPortalDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = basename(here) === 'server' && basename(dirname(here)) === 'dist';
  return bundled ? join(here, '..', 'portal') : resolve('dist/portal');
}

/**
 * Outside production, for the person who ran `npm start`: the address and the demo accounts,
 * after the start-up log so they are the last thing on the screen. A production server's address
 * is in its `listening` log line.
 */
function printBanner(server: RunningServer, host: string, demo: boolean): void {
  const loopback = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host);
  const portalUrl = loopback ? `http://localhost:${server.port}${basePath}/` : `${server.url}${basePath}/`;
  const rule = '-'.repeat(72);
  const lines = ['', rule, `  The portal is ready: ${portalUrl}`];
  if (demo) {
    lines.push('', '  Demo accounts (development only; every password is shown):');
    for (const account of demoAccounts) {
      lines.push(`    ${account.role.padEnd(24)} ${account.email.padEnd(32)} ${account.password}`);
    }
  }
  lines.push('', '  Press Ctrl+C to stop.', rule, '');
  stdoutSink.flush();
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Waits for the start-up work (at most `ms`) so its log lines come before the banner. */
function settledOrLater(server: RunningServer, ms: number): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    void server.settled.finally(() => {
      clearTimeout(timer);
      done();
    });
  });
}

/**
 * Starts the server; while its PostgreSQL database is out of reach, waits for it and tries again
 * (http/wait-for-database.ts) rather than exiting. Any other failure to start is thrown.
 */
async function startWhenTheDatabaseAnswers(options: ServerOptions): Promise<RunningServer> {
  for (;;) {
    try {
      return await startServer(options);
    } catch (error) {
      const url = options.database?.url;
      if (!url || !isDatabaseOutOfReach(error)) throw error;
      await waitForDatabase({ url, host: options.host ?? '127.0.0.1', port: options.port ?? 0, log, cause: error });
    }
  }
}

async function main(): Promise<void> {
  const options = readEnv(process.env, defaultPortalDir());
  assertDemoSeedPossible(process.env);
  if ((process.env.NODE_ENV ?? '') === '') {
    log.warn('development_mode', {
      note: 'NODE_ENV is not set, so this server runs as development: demo data on request, password links in the log, no request log. A deployment sets NODE_ENV=production.',
    });
  }
  if (options.production && process.env.DEMO_SEED?.trim() === '1') {
    log.warn('demo_seed_ignored', { note: 'DEMO_SEED=1 is ignored with NODE_ENV=production: a production server never creates demo data.' });
  }
  if (options.database?.url) options.database = { ...options.database, clientFaults };
  const server = await startWhenTheDatabaseAnswers(options);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      log.warn('shutdown_forced', { signal, note: 'A second signal: exiting without waiting for requests in flight.' });
      stdoutSink.flush();
      process.exit(1);
    }
    stopping = true;
    log.info('shutdown_started', { signal, note: 'Finishing requests in flight, then stopping.' });
    server.close().then(
      () => {
        log.info('shutdown_done');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('shutdown_failed', { reason: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      },
    );
  };
  // Before the banner: whoever reads it may stop the server at once.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (!options.production) {
    await settledOrLater(server, 3000);
    if (!stopping) printBanner(server, options.host ?? '', options.seed === true);
  }
}

const [command, ...args] = process.argv.slice(2);
if (command !== undefined && isCommand(command)) {
  // An operator's command (admin/command-line.ts) on the server's database, instead of serving.
  const io = { out: (text: string) => process.stdout.write(text), err: (text: string) => process.stderr.write(text), now: () => new Date() };
  let database: DatabaseOptions | undefined;
  let commandArgs = args;
  try {
    // `--environment-file FILE`: the service's settings, read as systemd reads them (admin/env-file.ts).
    commandArgs = applyEnvFile(args, process.env, io.err);
    database = readEnv(process.env, defaultPortalDir()).database;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  if (database) void runCommand(command, commandArgs, database, io).then((status) => process.exit(status));
  else process.exit(2);
} else if (command !== undefined) {
  process.stderr.write(`Unknown command "${command}". Run "node main.js help" for the commands; without one, the server starts.\n`);
  process.exit(2);
} else {
  main().catch((error: unknown) => {
    // The reasons thrown at start are the server's own sentences (env.ts, app.ts), safe to log.
    log.error('start_failed', { reason: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  });
}
