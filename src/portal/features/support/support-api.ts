/** The support request call (spec §7): POST tickets/request_support/0 with {subject, body}. */
import { api } from '../../lib/http/api.ts';
import { supportEndpoints } from '../../../contract/endpoints/support.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { SupportReason } from '../../../contract/constants.ts';
import type { SupportRequestBody, SupportTicket } from '../../../contract/types.ts';

/**
 * Sends a support request. A failure ('Support request could not be sent' unless the server says
 * more) is shown once, inside the dialog, so the central handler is not called, except for an
 * authentication failure, which always ends the session.
 */
export function sendSupportRequest(subject: SupportReason, body: string) {
  const payload: SupportRequestBody = { subject, body };
  return api.call(supportEndpoints.requestSupport, { body: payload, fallback: failed('supportSend'), central: false });
}
