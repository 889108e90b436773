/**
 * POST tickets/request_support/0, body SupportRequestBody (spec §3): stores a ticket with the
 * user, the session's institution and the time, and answers its id.
 */
import { supportEndpoints } from '../../../contract/endpoints/support.ts';
import { insertReturningId } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';

export const requestSupport = handler(supportEndpoints.requestSupport, async ({ db, log, session, body, now }) => {
  const ticketId = await insertReturningId(
    db,
    `INSERT INTO support_tickets (user_id, institution_id, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [session.userId, session.institutionId, body.subject, body.body, now],
  );
  log.info('support_ticket', { ticket_id: ticketId, user_id: session.userId });
  return { ticket_id: ticketId };
});
