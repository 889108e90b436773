/**
 * The reference API server as a library: `startServer(options)` opens the database, applies the
 * migrations, writes the role catalogue, seeds the demo data on first start (never in
 * production), and listens. Used by `main.ts`, the tests, the end-to-end tests and the bench.
 *
 *   const server = await startServer({ port: 0, seed: true });
 *   await fetch(`${server.url}/api/auth/login`, ...);
 *   await server.close();
 *
 * Options (all optional):
 * - `port`: TCP port, 0 (the default) for a free one; `host`: default 127.0.0.1.
 * - `database`: `{ url }` for PostgreSQL (`isolatedSchema: true` for a throw-away schema),
 *   `{ dataDir }` for PGlite on disk; by default PGlite in memory.
 * - `portalDir`: the built portal served under /portal/, default `dist/portal` (from the cwd).
 * - `corsOrigins`: origins allowed to call the API from a browser (exact match).
 * - `production`: no demo seed, no reset links in the log. `seed`: default `!production`.
 * - `portalApiBase`: serve a generated /portal/config.json with this apiBase (API elsewhere).
 * - `now`: the clock in ms (tests move it to expire tokens); `logger`: the log sink, which
 *   receives every entry as an object (default: JSON lines on stdout).
 * - `handlers`: replacement handlers by endpoint name, merged over the built-in table.
 * - `checkAnswers`: check every successful answer against its endpoint's schema (a broken one is a
 *   500 and a logged error); on by default outside production, so every test checks the contract.
 * - `shutdownGraceMs`: how long `close()` lets requests in flight finish (default 10 s).
 * - `trustProxy`: proxy addresses or CIDR ranges whose X-Forwarded-For is believed (env
 *   `TRUST_PROXY`; default none, the socket's address is the client; see http/client-address.ts).
 * - `clientAddress(req)`: replaces the client address function altogether. Tests use it to act
 *   as several clients.
 * - `authCallsPerMinute`: login and register calls allowed per client address per minute
 *   (default 30; beyond it 429). 0 turns the limit off.
 * - `codeChecksPerMinute`: public checks of printed codes (report paper, certificates) allowed
 *   per client address per minute, counted apart from the auth calls (default 30; 0: no limit).
 * - `sessionCacheMs`: how long a verified session is used without reading the database again
 *   (default 10 s; 0: never). Changes reach every process at once through database notices.
 * - `httpLimits`: overrides of the connection limits in `serverLimits` (http/http-server.ts).
 * - `demoSeedOnNetwork`: allow the demo seed when `host` is not a loopback address (env
 *   `DEMO_SEED=1`); without it the seed is skipped there with a warning.
 * - `logRequests`: one log line per request (default true; env: production or `LOG_REQUESTS=1`).
 * - `metricsToken`: the token `GET /api/metrics` asks for (env `METRICS_TOKEN`); without it that
 *   address answers 404. The figures are counted either way (http/metrics.ts).
 * - `metricsAllow`: addresses or CIDR ranges that may read the metrics (env `METRICS_ALLOW`),
 *   directly and not through a proxy; empty or unset: any address with the token.
 *
 * In production the server refuses to start while the database holds a demo account (their
 * passwords are published), naming the `remove-demo-data` command, and warns when it listens on
 * a non-loopback address: it speaks plain HTTP, so a TLS-terminating proxy belongs in front.
 *
 * - `mediaDir`: the media store (env `MEDIA_DIR`; default `media/` inside the PGlite data
 *   directory, else a fresh temporary folder); `mediaSecret`: env `MEDIA_URL_SECRET`, else the
 *   secret kept in the database (media/media-secret.ts).
 *
 * - `videoWorker`: run this process's worker of the processed-video queue (default true);
 *   `videoProcessingMs`: how long the demo processing of one video takes (default 3000);
 *   `videoPollMs`: how often an idle worker looks for jobs queued by other processes.
 *
 * - `mail`: `{ smtpUrl, from, publicUrl }` (env `SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL`). With an SMTP
 *   server, mail is queued in the database and sent by a worker in each process (mail/); without
 *   one it goes to the log (the links outside production only). `mailWorker`: run this process's
 *   worker (default true); `mailPollMs`, `mailRetryMs`: its idle poll and first retry pause.
 *
 * Resolves `{ url, port, close(), db, media, services, settled }`; `services` are what every handler
 * gets on its context (http/services.ts); `close()` stops listening, waits for requests in flight
 * and the background queue, and closes the database; `settled` resolves when the work begun at
 * start (the first statistics refresh) is done, so `main.ts` can print its banner after the
 * start-up log.
 */
import type { IncomingMessage, RequestListener } from 'node:http';
import { resolve } from 'node:path';
import { createRateLimits, defaultAuthCallsPerMinute, defaultCodeChecksPerMinute } from './auth/rate-limit.ts';
import { authChangeChannel, createSessionCache, defaultSessionCacheMs } from './auth/session-cache.ts';
import { openDb, type DatabaseOptions, type Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { refreshStatistics } from './db/statistics.ts';
import { assertHandlersMatchContract, handlerTable } from './features/handler-table.ts';
import { serverReason } from '../contract/messages.ts';
import { fillEmailKeys } from './auth/credentials.ts';
import { syncRoleCatalogue } from './features/roles/role-catalogue.ts';
import { createDispatcher } from './http/dispatch.ts';
import type { Services } from './http/services.ts';
import { defaultSessionLimits, type SessionLimits } from './auth/session.ts';
import type { HandlerTable } from './http/handler.ts';
import { closeGracefully, createHttpServer, type ServerLimits } from './http/http-server.ts';
import { parseOrigins } from './http/cors.ts';
import { clientAddressResolver, parseTrustedProxies } from './http/client-address.ts';
import { apiOriginOf } from './http/static/csp.ts';
import { createBackgroundQueue } from './core/background.ts';
import { createLogger, describeError, stdoutSink, type LogSink } from './core/log.ts';
import { countedDb, createMetrics } from './http/metrics.ts';
import { postgresUrlOptions } from './db/postgres-options.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { findDemoAccounts, removeDemoDataCommand } from './admin/remove-demo-data.ts';
import { seedTraining } from './seed/seed-training.ts';
import { openMediaStore, type MediaStore } from './media/media-store.ts';
import { loadMediaSecret } from './media/media-secret.ts';
import { assertKeyOpensSecrets, loadFactorKey } from './auth/factor-key.ts';
import { passkeyParty } from './auth/passkeys.ts';
import { defaultProductName } from './mail/mail-queue.ts';
import { startVideoWorker, type VideoWorker } from './features/videos/video-worker.ts';
import { productName, startMail, type MailSettings } from './mail/mail-setup.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerOptions {
  port?: number;
  host?: string;
  database?: DatabaseOptions;
  portalDir?: string;
  corsOrigins?: readonly string[];
  production?: boolean;
  seed?: boolean;
  portalApiBase?: string;
  now?: () => number;
  logger?: LogSink;
  /** Replacements of built-in handlers (tests); the table stays total. */
  handlers?: Partial<HandlerTable>;
  /** Check every successful answer against its schema; default: outside production only. */
  checkAnswers?: boolean;
  shutdownGraceMs?: number;
  trustProxy?: readonly string[];
  clientAddress?: (req: IncomingMessage) => string;
  authCallsPerMinute?: number;
  codeChecksPerMinute?: number;
  /** How long a verified session is trusted without reading it again; 0 turns the cache off. */
  sessionCacheMs?: number;
  /** How long a session lasts (SESSION_MINUTES, SESSION_IDLE_MINUTES); default an hour, half an hour idle. */
  sessionLimits?: SessionLimits;
  httpLimits?: Partial<ServerLimits>;
  demoSeedOnNetwork?: boolean;
  mediaDir?: string;
  mediaSecret?: string;
  /** Seals authenticator app secrets (SECOND_FACTOR_KEY); without it a key kept in the database. */
  secondFactorKey?: string;
  /** Run this process's video worker (default true); `videoProcessingMs`: demo job length. */
  videoWorker?: boolean;
  videoProcessingMs?: number;
  videoPollMs?: number;
  logRequests?: boolean;
  metricsToken?: string;
  metricsAllow?: readonly string[];
  mail?: MailSettings;
  mailWorker?: boolean;
  mailPollMs?: number;
  mailRetryMs?: number;
}

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly port: number;
  readonly db: Db;
  readonly media: MediaStore;
  /** The services its handlers get on their context (tests drain `background`). */
  readonly services: Services;
  /** Resolves when the work begun at start (the first statistics refresh) is done. */
  readonly settled: Promise<void>;
  close(): Promise<void>;
}

/** The host part of the URL a local client should use to reach a server bound to `host`. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Whether `host` only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name) || /^::ffff:127(\.\d{1,3}){3}$/.test(name);
}

/** Throws, naming the command that removes them, when `db` holds a demo account. */
async function refuseDemoAccounts(db: Db): Promise<void> {
  const found = await findDemoAccounts(db);
  if (!found.length) return;
  throw new Error(
    `This database holds ${found.length} demo account${found.length === 1 ? '' : 's'} (${found.join(', ')}) whose passwords are published, ` +
      `so a production server does not start on it. Remove the demo data with "${removeDemoDataCommand}" ` +
      '(with the same DATABASE_URL or DATA_DIR as the server; with DATA_DIR, while the server is stopped), then start again.',
  );
}

/** Starts the server; see the top of this file. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  const log = createLogger(options.logger ?? stdoutSink, now);
  const production = options.production === true;
  const handlers: HandlerTable = { ...handlerTable, ...options.handlers };
  assertHandlersMatchContract(handlers);
  const trustedProxies = options.trustProxy?.length ? parseTrustedProxies(options.trustProxy) : null;
  const corsOrigins = parseOrigins(options.corsOrigins ?? []);
  const apiBase = options.portalApiBase ?? null;
  const apiOrigin = apiOriginOf(options.portalApiBase);

  const host = options.host ?? '127.0.0.1';
  let seed = !production && (options.seed ?? true);
  if (seed && !isLoopbackHost(host) && options.demoSeedOnNetwork !== true) {
    seed = false;
    log.warn('demo_seed_skipped', {
      host,
      note: 'Demo accounts with published passwords are not created on a non-loopback HOST. Set DEMO_SEED=1 to create them anyway.',
    });
  }
  if (production && !isLoopbackHost(host)) {
    log.warn('plain_http_on_network', {
      host,
      note:
        'This server speaks plain HTTP on an address other machines can reach. In production it is expected behind a ' +
        'TLS-terminating reverse proxy (nginx or Apache, docs/deploy.md) that alone is reachable from the network.',
    });
  }

  const opened = await openDb(options.database, log);
  // Every statement is counted (in flight, failed) for the metrics; the pool size is the URL's `max`.
  const metrics = createMetrics({
    db: opened,
    poolSize: options.database?.url ? postgresUrlOptions(options.database.url).max : 1,
    processMetrics: options.metricsToken !== undefined,
  });
  const db = countedDb(opened, metrics);
  let media: MediaStore;
  let factorKey: Buffer = Buffer.alloc(0);
  try {
    const applied = await migrate(db, new Date(now()));
    if (applied.length) log.info('migrations_applied', { versions: applied });
    if (production) await refuseDemoAccounts(db);
    await syncRoleCatalogue(db);
    const mediaDir =
      options.mediaDir ??
      (options.database?.dataDir ? join(options.database.dataDir, 'media') : mkdtempSync(join(tmpdir(), 'portal-media-')));
    media = await openMediaStore(mediaDir, await loadMediaSecret(db, new Date(now()), options.mediaSecret));
    const loadedKey = await loadFactorKey(db, new Date(now()), options.secondFactorKey);
    factorKey = loadedKey.key;
    await assertKeyOpensSecrets(db, factorKey);
    if (production && !loadedKey.fromEnvironment) {
      log.warn('second_factor_key_in_database', {
        note: 'SECOND_FACTOR_KEY is not set: authenticator app secrets are sealed with a key kept in the database, so a copy of the whole database (a backup) could read them. Set SECOND_FACTOR_KEY (at least 32 characters) in the service\'s environment file.',
      });
    }
    if (seed && (await seedDemo(db, new Date(now())))) {
      log.info('demo_seeded');
      if (!isLoopbackHost(host)) log.warn('demo_accounts_on_network', { host, note: 'Demo accounts with published passwords can sign in from other machines.' });
    }
    if (seed && (await seedTraining(db, media))) log.info('demo_training_seeded');
    // Accounts stored before migration 3, and the demo accounts, get their email keys here.
    await fillEmailKeys(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  // Several processes may share one PostgreSQL: each keeps its own cache, and the database tells
  // every one of them when a session, user or membership changes (migration 2).
  const sessions = createSessionCache({ ttlMs: options.sessionCacheMs ?? defaultSessionCacheMs, maxEntries: 50_000, now });
  let stopListening: () => Promise<void>;
  try {
    stopListening = await db.listen(authChangeChannel, (payload) => sessions.forgetUser(Number(payload)), () => sessions.clear());
  } catch (error) {
    await db.close();
    throw error;
  }

  // The mail's links start with this server's own address when no PUBLIC_URL is set, known only
  // once it listens; so the services, and the dispatcher that hands them to handlers, are made
  // right after listening, in the same turn, before any request is read. The stand-in answers
  // only if that ever changes.
  let dispatch: RequestListener = (_req, res) => res.writeHead(503, { 'Retry-After': '1' }).end();
  const server = createHttpServer((req, res) => dispatch(req, res), options.httpLimits, (address) => trustedProxies?.has(address) ?? false);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', fail);
        done();
      });
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${urlHost(host)}:${port}`;
  const mail = startMail({
    db,
    log,
    now,
    production,
    serverUrl: url,
    portalDir: resolve(options.portalDir ?? 'dist/portal'),
    mail: options.mail,
    mailWorker: options.mailWorker,
    mailPollMs: options.mailPollMs,
    mailRetryMs: options.mailRetryMs,
    metrics,
  });
  // Processed videos: this process's share of the queue in the database (features/videos).
  let worker: VideoWorker | null = null;
  const services: Services = {
    media,
    mailer: mail.mailer,
    publicUrl: mail.publicUrl,
    background: createBackgroundQueue(),
    rateLimits: createRateLimits(db),
    videoWorker: { kick: () => worker?.kick() },
    sessionLimits: options.sessionLimits ?? defaultSessionLimits,
    productName: productName(resolve(options.portalDir ?? 'dist/portal')),
    factorKey,
    // Without PUBLIC_URL, the address this server is reached at here (a developer's machine, the tests).
    passkeys: passkeyParty(defaultProductName, mail.publicUrl ?? url, corsOrigins, production),
    metrics,
  };
  const dispatcher = createDispatcher({
    api: {
      db,
      log,
      now,
      production,
      handlers,
      services,
      checkAnswers: options.checkAnswers ?? !production,
      corsOrigins,
      clientAddress: options.clientAddress ?? clientAddressResolver(trustedProxies),
      authLimit: { scope: 'auth_per_address', perWindow: options.authCallsPerMinute ?? defaultAuthCallsPerMinute },
      codeCheckLimit: {
        scope: 'code_checks_per_address',
        perWindow: options.codeChecksPerMinute ?? defaultCodeChecksPerMinute,
        reason: serverReason.tooManyCodeChecks,
      },
      sessions,
    },
    static: { portalDir: resolve(options.portalDir ?? 'dist/portal'), apiBase, apiOrigin },
    logRequests: options.logRequests ?? true,
    metricsToken: options.metricsToken,
    metricsAllow: options.metricsAllow?.length ? parseTrustedProxies(options.metricsAllow, 'METRICS_ALLOW') : null,
  });
  dispatch = dispatcher.listener;
  if (options.videoWorker !== false) {
    worker = startVideoWorker({
      db,
      media,
      log,
      now,
      processingMs: options.videoProcessingMs ?? 3000,
      pollMs: options.videoPollMs ?? 1000,
    });
  }
  // `host` is the address listened on (0.0.0.0: every address of this machine); `url` one that reaches it from here.
  log.info('listening', { host, url, port, database: db.kind });
  const statistics = refreshStatistics(db, log);

  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    db,
    media,
    services,
    settled: statistics.first,
    close() {
      dispatcher.beginClosing();
      closed ??= (async () => {
        await closeGracefully(server, options.shutdownGraceMs ?? 10_000);
        // Every step runs even when one before it failed: a database that went away during the
        // shutdown (the unlisten cannot be sent) must still have its connections let go, or the
        // client keeps reconnecting and the process never ends.
        const steps = [() => worker?.stop(), () => mail.stop(), () => statistics.stop(), () => services.background.drain(), () => stopListening(), () => db.close()];
        let failure: unknown = null;
        for (const step of steps) {
          try {
            await step();
          } catch (error) {
            log.warn('shutdown_step_failed', describeError(error));
            failure ??= error;
          }
        }
        if (failure) throw failure;
      })();
      return closed;
    },
  };
}
