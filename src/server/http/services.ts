/**
 * The services of one server process, made once at start (app.ts) and handed to every handler on
 * its context, as Fastify decorates its instance and Hono passes `c.var`. A handler, and every
 * helper it calls, takes what it uses from here (or as a parameter), never from a registry keyed
 * by the database object: what a piece of code depends on is then in its signature, and a test or
 * an operator's command that builds its own services sees every one it must provide.
 */
import type { PasskeyParty } from '../auth/passkeys.ts';
import type { RateLimits } from '../auth/rate-limit.ts';
import type { SessionLimits } from '../auth/session.ts';
import type { BackgroundQueue } from '../core/background.ts';
import type { Metrics } from './metrics.ts';
import type { Mailer } from '../mail/mail-queue.ts';
import type { MediaStore } from '../media/media-store.ts';

/** Something that works through a queue in the database and can be told new work is waiting. */
export interface WorkerBell {
  /** Wakes this process's worker now, rather than at its next poll; nothing when there is none. */
  kick(): void;
}

export interface Services {
  /** The media folder and the secret that signs its links (media/media-store.ts). */
  readonly media: MediaStore;
  /** Where mail goes: the database's outbox with an SMTP server, else the log (mail/). */
  readonly mailer: Mailer;
  /** Where people reach the portal (`PUBLIC_URL`) for links in mail and on paper; undefined: the path alone. */
  readonly publicUrl: string | undefined;
  /** Work done after the answer (core/background.ts); `close()` waits for it. */
  readonly background: BackgroundQueue;
  /** The per-window limits counted in the database, with this process's sweep schedule. */
  readonly rateLimits: RateLimits;
  /** This process's worker of the processed-video queue (features/videos). */
  readonly videoWorker: WorkerBell;
  /** How long a session lasts: from sign-in, and without a call (auth/session.ts). */
  readonly sessionLimits: SessionLimits;
  /** The product's name as people see it (config.json's productName), a word no new password may be made of. */
  readonly productName: string;
  /** Seals and opens authenticator app secrets (auth/factor-key.ts). */
  readonly factorKey: Buffer;
  /** The origins and RP ids passkeys are made and used for (auth/passkeys.ts). */
  readonly passkeys: PasskeyParty;
  /** This process's metrics for Prometheus (http/metrics.ts), counted by the request pipeline and the workers. */
  readonly metrics: Metrics;
}
