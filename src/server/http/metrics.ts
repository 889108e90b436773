/**
 * The metrics of one server process, for Prometheus (`GET /api/metrics`, metrics-endpoint.ts):
 * one prom-client registry made at start (app.ts) and handed to the code that counts through the
 * services (http/services.ts), never a module-wide default registry. Each process has its own
 * figures, so Prometheus scrapes every process (docs/deploy.md, "Monitoring").
 *
 * Labels are bounded: an endpoint is the contract's endpoint name (or `static`, `media`, `health`,
 * ...), never a raw path, which can hold an id or an email; a status is its class (`2xx`).
 *
 * The queues live in the database, so their depth is counted there when Prometheus asks
 * (`scrape`), bounded by a time limit: a scrape while the database is down says so
 * (`portal_database_up 0`, the queue figures left out) rather than hanging.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../core/api-error.ts';
import type { MailFailure } from '../mail/mail-worker.ts';

/** Latency buckets in seconds: from a cached read (a few ms) to the slowest allowed call. */
export const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How long a scrape waits for the database's counts before saying it is down. */
export const sampleTimeoutMs = 1500;


export interface Metrics {
  /** The figures counted in this process (the queue figures are apart: `scrape`). */
  readonly registry: Registry;
  /** Whether the process figures (memory, event-loop delay, ...) are collected. */
  readonly processMetrics: boolean;
  /** One answered request: its endpoint name, status and time from arrival to close. */
  request(endpoint: string, status: number, seconds: number): void;
  /** A database statement (or transaction) began; the function returned ends it, with its error if any. */
  databaseCall(): (error?: unknown) => void;
  mailSent(): void;
  mailFailed(reason: MailFailure): void;
  /** A sign-in refused for wrong credentials (401 on `login`). */
  signInFailed(): void;
  /** A call refused by a limit (429): too many sign-in attempts, links, code checks, ... */
  throttled(endpoint: string): void;
  /**
   * Every figure in the text format: this process's, then those read from the database (queue
   * depths), which are left out, with `portal_database_up 0`, when the database does not answer.
   */
  scrape(): Promise<string>;
  /** The text format's content type. */
  readonly contentType: string;
}

export interface MetricsOptions {
  db: Db;
  /** Connections of this process's database pool (DATABASE_URL's `max`; 1 for the embedded database). */
  poolSize: number;
  /** Collect Node's process figures too (only when the endpoint is on: they cost a little). */
  processMetrics: boolean;
}

/** `2xx`, `4xx`, ...; `0xx` for a request closed before any answer. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * The label of a database error: its SQLSTATE class (`23`, `53`, `57`, ...), or `connection` for
 * a socket error or the database layer's own 503 (db/unavailable.ts: out of reach). A 503 that
 * keeps the driver's error as its `cause` is labelled by that error.
 */
export function databaseErrorKind(error: unknown): string | null {
  if (error instanceof ApiError) {
    const kind = error.cause === undefined ? null : databaseErrorKind(error.cause);
    return kind ?? (error.status === 503 ? 'connection' : null);
  }
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return null;
  return /^[0-9A-Z]{5}$/.test(code) ? code.slice(0, 2) : 'connection';
}

/** Resolves `work`, or rejects when it takes more than `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const queueCounts = `
  SELECT (SELECT count(*) FROM mail_outbox)::int AS mail_waiting,
         (SELECT count(*) FROM mail_outbox WHERE last_error IS NOT NULL)::int AS mail_retrying,
         (SELECT coalesce(extract(epoch FROM $1::timestamptz - min(created_at)), 0) FROM mail_outbox)::float8 AS mail_oldest_s,
         (SELECT count(*) FROM video_jobs WHERE status = 'queued')::int AS video_queued,
         (SELECT count(*) FROM video_jobs WHERE status = 'processing')::int AS video_processing`;

/** Makes the registry of one process. */
export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by endpoint name and status class.',
    labelNames: ['endpoint', 'status_class'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request\'s arrival to its answer, by endpoint name.',
    labelNames: ['endpoint'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const inFlight = new Gauge({
    name: 'portal_database_queries_in_flight',
    help: 'Database statements and transactions under way in this process; beyond the pool size they wait for a connection.',
    registers,
  });
  new Gauge({ name: 'portal_database_pool_size', help: 'Connections of this process\'s database pool.', registers }).set(options.poolSize);
  const dbErrors = new Counter({
    name: 'portal_database_errors_total',
    help: 'Database statements that failed, by SQLSTATE class (08: connection, 23: constraint, 53: disk or memory, 57: shut down), or "connection" when the database could not be reached.',
    labelNames: ['kind'] as const,
    registers,
  });
  const up = new Gauge({ name: 'portal_database_up', help: '1 when the database answered the last scrape\'s counts in time, 0 otherwise.', registers });
  const mailSent = new Counter({ name: 'portal_mail_sent_total', help: 'Mails the mail server accepted.', registers });
  const mailFailures = new Counter({
    name: 'portal_mail_send_failures_total',
    help: 'Mail sending attempts that failed, by reason: authentication (the mail server refused the login), tls, refused (the mail was refused for good), unreachable.',
    labelNames: ['reason'] as const,
    registers,
  });
  // Read from the database at each scrape, in a registry of their own: shown only when read, so a
  // scrape while the database is down never shows an old or zero depth as if it were current.
  const fromDatabase = new Registry();
  const queueRegisters = [fromDatabase];
  const mailQueue = new Gauge({ name: 'portal_mail_queue_depth', help: 'Mails waiting in the outbox (all processes share it).', registers: queueRegisters });
  const mailRetrying = new Gauge({ name: 'portal_mail_queue_retrying', help: 'Mails in the outbox that failed at least once.', registers: queueRegisters });
  const mailOldest = new Gauge({
    name: 'portal_mail_oldest_queued_seconds',
    help: 'Age of the oldest mail waiting in the outbox; 0 when it is empty.',
    registers: queueRegisters,
  });
  const videoJobs = new Gauge({
    name: 'portal_video_jobs',
    help: 'Processed-video jobs waiting or under way (all processes share the queue), by status.',
    labelNames: ['status'] as const,
    registers: queueRegisters,
  });
  const signInFailures = new Counter({ name: 'portal_sign_in_failures_total', help: 'Sign-ins refused for a wrong email or password.', registers });
  const throttled = new Counter({
    name: 'portal_throttled_requests_total',
    help: 'Calls refused by a limit (429: too many sign-in attempts, links or code checks), by endpoint name.',
    labelNames: ['endpoint'] as const,
    registers,
  });
  // Counted from zero, so a rate over a fresh process reads 0, not "no data".
  for (const reason of ['authentication', 'tls', 'refused', 'unreachable'] as const) mailFailures.inc({ reason }, 0);

  /** Reads the queue figures; resolves whether the database answered in time. */
  async function sample(): Promise<boolean> {
    try {
      const rows = await within(
        options.db.query<{ mail_waiting: number; mail_retrying: number; mail_oldest_s: number; video_queued: number; video_processing: number }>(
          queueCounts,
          [new Date()],
        ),
        sampleTimeoutMs,
      );
      const row = rows[0];
      if (!row) throw new Error('no row');
      up.set(1);
      mailQueue.set(row.mail_waiting);
      mailRetrying.set(row.mail_retrying);
      mailOldest.set(Math.max(0, Number(row.mail_oldest_s)));
      videoJobs.set({ status: 'queued' }, row.video_queued);
      videoJobs.set({ status: 'processing' }, row.video_processing);
      return true;
    } catch {
      up.set(0);
      return false;
    }
  }

  let calls = 0;
  return {
    registry,
    processMetrics: options.processMetrics,
    request(endpoint, status, seconds) {
      requests.inc({ endpoint, status_class: statusClass(status) });
      duration.observe({ endpoint }, seconds);
    },
    databaseCall() {
      calls += 1;
      inFlight.set(calls);
      let ended = false;
      return (error) => {
        if (ended) return;
        ended = true;
        calls -= 1;
        inFlight.set(calls);
        const kind = error === undefined ? null : databaseErrorKind(error);
        if (kind) dbErrors.inc({ kind });
      };
    },
    mailSent: () => mailSent.inc(),
    mailFailed: (reason) => mailFailures.inc({ reason }),
    signInFailed: () => signInFailures.inc(),
    throttled: (endpoint) => throttled.inc({ endpoint }),
    contentType: registry.contentType,
    async scrape() {
      const read = await sample();
      return (await registry.metrics()) + (read ? await fromDatabase.metrics() : '');
    },
  };
}

/**
 * `db` with every statement and transaction counted (in flight, errors) in `metrics`. What it does
 * not override (listen, close, kind, anything added later) is `db`'s own, through the prototype.
 */
export function countedDb(db: Db, metrics: Metrics): Db {
  const counted = <T>(run: () => Promise<T>): Promise<T> => {
    const end = metrics.databaseCall();
    let promise: Promise<T>;
    try {
      promise = run();
    } catch (error) {
      end(error);
      throw error;
    }
    return promise.then(
      (value) => {
        end();
        return value;
      },
      (error: unknown) => {
        end(error);
        throw error;
      },
    );
  };
  const wrapped = Object.create(db) as Db & { -readonly [K in keyof Db]: Db[K] };
  wrapped.query = (sql, params) => counted(() => db.query(sql, params));
  wrapped.read = (sql, params) => counted(() => db.read(sql, params));
  wrapped.transaction = (fn: (tx: Queryable) => Promise<never>) => counted(() => db.transaction(fn));
  return wrapped;
}
