/**
 * POST tickets/request_support/0, body SupportRequestBody (spec §3): stores a ticket with the
 * user, the session's institution, the client's address and the time, and answers its id.
 *
 * Limited so that nobody can flood the support team: at most `supportRequestsPerHour` requests per
 * person, and `supportRequestsPerAddressPerHour` per client address (generous, since a hospital's
 * staff may share one address), in any hour. The count is read from the tickets themselves, so
 * every API process on one database shares it; the person's and the address's requests take
 * turns (advisory locks), so parallel requests cannot slip past the count. Beyond the limit, 429
 * with `Retry-After` and the time the next request is accepted.
 */
import { supportRequestsPerHour } from '../../../contract/constants.ts';
import { serverReason } from '../../../contract/messages.ts';
import { supportEndpoints } from '../../../contract/endpoints/support.ts';
import { ApiError } from '../../core/api-error.ts';
import { insertReturningId, queryOne, type Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';

export const supportRequestsPerAddressPerHour = 60;
const hourMs = 60 * 60 * 1000;
// Advisory lock classes of the support limit (any constants; the same for every process).
const personLock = 7_240_620;
const addressLock = 7_240_621;

/** When the oldest of the last `limit` requests matching `where` leaves the hour: the next may go then. */
async function refusedUntil(tx: Queryable, where: string, value: unknown, limit: number, since: Date): Promise<Date | null> {
  const row = await queryOne<{ n: number; oldest: Date | null }>(
    tx,
    `SELECT count(*)::int AS n, min(created_at) AS oldest FROM (
       SELECT created_at FROM support_tickets WHERE ${where} = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT $3
     ) recent`,
    [value, since, limit],
  );
  if (!row || row.n < limit || !row.oldest) return null;
  return new Date(new Date(row.oldest).getTime() + hourMs);
}

function tooManyRequests(now: Date, until: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new ApiError(429, serverReason.tooManySupportRequests, {
    headers: { 'Retry-After': String(seconds) },
    data: { retry_after_seconds: seconds, retry_at: until.toISOString() },
  });
}

export const requestSupport = handler(supportEndpoints.requestSupport, async ({ db, log, session, body, now, clientAddress }) => {
  const since = new Date(now.getTime() - hourMs);
  const ticketId = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [personLock, session.userId]);
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [addressLock, clientAddress]);
    const until =
      (await refusedUntil(tx, 'user_id', session.userId, supportRequestsPerHour, since)) ??
      (await refusedUntil(tx, 'client_address', clientAddress, supportRequestsPerAddressPerHour, since));
    if (until) throw tooManyRequests(now, until);
    return insertReturningId(
      tx,
      `INSERT INTO support_tickets (user_id, institution_id, subject, body, created_at, client_address)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [session.userId, session.institutionId, body.subject, body.body, now, clientAddress],
    );
  });
  log.info('support_ticket', { ticket_id: ticketId, user_id: session.userId });
  return { ticket_id: ticketId };
});
