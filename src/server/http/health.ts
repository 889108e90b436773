/**
 * Health checks for load balancers and service managers (docs/deploy.md, "Health checks"):
 * `GET /api/health` answers 200 while the process can serve (liveness), `GET /api/ready` 200 only
 * when the database answers a `SELECT 1` within `readyTimeoutMs` and can take writes (readiness),
 * 503 otherwise, with the catalogue's message and `data.reason`, one sentence saying why. No
 * authentication, no CORS, nothing about the installation in the answer. They sit in front of the
 * contract's endpoint table: they are about this server, not part of the portal's API.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverReason } from '../../contract/messages.ts';
import type { Db } from '../db/db.ts';
import { labelRequest } from './request-label.ts';
import { sendJson } from './respond.ts';

export const healthPaths = { health: 'health', ready: 'ready' } as const;

/** How long readiness waits for the database before saying it is not ready. */
export const readyTimeoutMs = 1500;

/** Resolves whether `db` answered `SELECT 1` within `ms`; never rejects. */
export async function databaseAnswers(db: Db, ms = readyTimeoutMs): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = db.query('SELECT 1 AS one').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether `name` (the path after /api/) is one of the health checks. */
export function isHealthPath(name: string): boolean {
  return name === healthPaths.health || name === healthPaths.ready;
}

/** Answers `/api/health` or `/api/ready` (`name`, the path after /api/). */
export async function answerHealth(req: IncomingMessage, res: ServerResponse, db: Db, name: string): Promise<void> {
  labelRequest(res, name);
  req.resume();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(req, res, 405, { message: serverReason.methodNotAllowed }, { Allow: 'GET, HEAD' });
  } else if (name === healthPaths.health) {
    sendJson(req, res, 200, { message: serverReason.ok });
  } else {
    const reason = await notReadyReason(db);
    if (reason === null) sendJson(req, res, 200, { message: serverReason.ok });
    else sendNotReady(req, res, reason);
  }
}

/** Why `db` cannot serve now (a sentence with nothing about the installation), or null when it can. */
export async function notReadyReason(db: Db): Promise<string | null> {
  const known = db.unavailableReason?.() ?? null;
  if (known !== null) return known;
  return (await databaseAnswers(db)) ? null : notReady.noAnswer;
}

/** The reasons `/api/ready` gives besides the database's own. */
export const notReady = {
  noAnswer: 'The database does not answer.',
  starting: 'The server is starting and waits for its database, trying it again every few seconds.',
} as const;

/** The 503 of `/api/ready`: the catalogue's message, and why in `data.reason`. */
export function sendNotReady(req: IncomingMessage, res: ServerResponse, reason: string): void {
  sendJson(req, res, 503, { message: serverReason.databaseUnavailable, data: { reason } }, { 'Retry-After': '5' });
}
