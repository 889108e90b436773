/** Schemas of the support and permissions calls. Endpoints: ../endpoints/support.ts. */
import { maxSupportBodyLength, supportReasons } from '../constants.ts';
import { int, object, oneOf, text } from '../schema.ts';
import { permissionsData } from './users.ts';
import { retryAtData } from './errors.ts';

/** spec §3: subject is the reason, body the description. */
export const supportRequestBody = object({
  subject: oneOf(supportReasons),
  body: text({ max: maxSupportBodyLength }),
});

export const supportSchemas = {
  requestSupport: {
    body: supportRequestBody,
    data: object({ ticket_id: int(1) }),
    /** Too many requests in the hour: when the next one is accepted. */
    errors: { 429: retryAtData },
  },
  /** The signed-in user's permissions, roles and owner flag in the session's institution. */
  getPermissions: { data: permissionsData },
} as const;
