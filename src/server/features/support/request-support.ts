/**
 * POST tickets/request_support/0, body SupportRequestBody (spec §3): stores a ticket with the
 * user, the session's institution and the time, and answers its id.
 */
import { maxSupportBodyLength, supportReasons } from '../../../contract/constants.ts';
import type { SupportTicket } from '../../../contract/types.ts';
import { ApiError } from '../../http/api-error.ts';
import { sessionHandler } from '../../http/handler.ts';
import { requireObject, requiredText } from '../../http/validate.ts';

const reasons: readonly string[] = supportReasons;

export const requestSupport = sessionHandler(async ({ db, log, session, body, now }): Promise<SupportTicket> => {
  const fields = requireObject(body);
  if (typeof fields.subject !== 'string' || !reasons.includes(fields.subject)) {
    throw new ApiError(400, `The field "subject" must be one of: ${supportReasons.join(', ')}`);
  }
  const text = requiredText(fields, 'body', { max: maxSupportBodyLength });
  const rows = await db.query<{ id: number }>(
    `INSERT INTO support_tickets (user_id, institution_id, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [session.userId, session.institutionId, fields.subject, text, now],
  );
  const ticketId = (rows[0] as { id: number }).id;
  log.info('support_ticket', { ticket_id: ticketId, user_id: session.userId });
  return { ticket_id: ticketId };
});
