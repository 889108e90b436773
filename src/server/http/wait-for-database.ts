/**
 * A server started while its PostgreSQL database is out of reach (the database host still
 * booting, a network cut) waits for it instead of exiting: systemd would start it again a few
 * times and then give up (StartLimitBurst), leaving the API down after the database came back.
 * While it waits it says so in its log and answers on its port: `/api/health` 200 (the process is
 * alive), `/api/ready` and everything else 503 with the API's envelope, so that nginx passes the
 * clients a 503 and a load balancer keeps it out until it is ready.
 */
import { createServer, type Server } from 'node:http';
import { serverReason } from '../../contract/messages.ts';
import type { Logger } from '../core/log.ts';
import { healthPaths, notReady, sendNotReady } from './health.ts';
import { sendJson, setBaseHeaders } from './respond.ts';
import { openPostgresDb } from '../db/postgres-db.ts';
import { isDatabaseAway, isDatabaseUnreachable } from '../db/unavailable.ts';

/** How long a waiting server pauses between two tries of its database. */
export const startRetryMs = 2000;

/** Whether a start failed because the database is out of reach (and is worth trying again). */
export function isDatabaseOutOfReach(error: unknown): boolean {
  return isDatabaseAway(error) || isDatabaseUnreachable(error);
}

export interface WaitOptions {
  url: string;
  host: string;
  port: number;
  log: Logger;
  /** The start's failure that led here (logged). */
  cause: unknown;
  retryMs?: number;
}

/** Answers on `host:port` and tries the database until it answers `SELECT 1`; then stops answering. */
export async function waitForDatabase(options: WaitOptions): Promise<void> {
  const retryMs = options.retryMs ?? startRetryMs;
  const code = typeof options.cause === 'object' && options.cause !== null ? (options.cause as { code?: unknown }).code : undefined;
  options.log.warn('waiting_for_database', {
    ...(typeof code === 'string' ? { code } : {}),
    port: options.port,
    note: `The database does not answer, so the server cannot start yet. It tries again every ${retryMs / 1000} s and starts as soon as the database answers; meanwhile /api/ready and the API answer 503.`,
  });
  const standIn = await listenWhileWaiting(options.host, options.port).catch((error: unknown) => {
    // The port is taken (or refused): waiting still goes on, only without answering.
    options.log.warn('waiting_without_answering', { reason: error instanceof Error ? error.message : String(error) });
    return null;
  });
  try {
    for (let tries = 1; ; tries++) {
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      if (await answers(options.url)) {
        options.log.info('database_answers', { tries, note: 'The database answers: the server starts.' });
        return;
      }
    }
  } finally {
    if (standIn) await new Promise((resolve) => standIn.close(resolve).closeAllConnections());
  }
}

/** Whether the database of `url` answers `SELECT 1` now. */
async function answers(url: string): Promise<boolean> {
  const db = await openPostgresDb(url);
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await db.close().catch(() => {});
  }
}

function listenWhileWaiting(host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    setBaseHeaders(res);
    res.setHeader('Connection', 'close');
    const name = (req.url ?? '').replace(/^\/api\//, '').replace(/[?#].*$/, '');
    if (name === healthPaths.health) sendJson(req, res, 200, { message: serverReason.ok });
    else if (name === healthPaths.ready) sendNotReady(req, res, notReady.starting);
    else sendJson(req, res, 503, { message: serverReason.databaseUnavailable }, { 'Retry-After': '5' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
