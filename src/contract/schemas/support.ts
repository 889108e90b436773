/** Schemas of the support and permissions calls. Endpoints: ../endpoints/support.ts. */
import { maxSupportBodyLength, supportReasons } from '../constants.ts';
import { int, object, oneOf, text, undeclared } from '../schema.ts';

/** spec §3: subject is the reason, body the description. */
export const supportRequestBody = object({
  subject: oneOf(supportReasons),
  body: text({ max: maxSupportBodyLength }),
});

export const supportSchemas = {
  requestSupport: { body: supportRequestBody, data: object({ ticket_id: int(1) }) },
  /** The institution-administration work declares this answer. */
  getPermissions: undeclared,
} as const;
