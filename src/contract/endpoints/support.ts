/** Support and permissions */
import { area, post, signedIn } from './define.ts';
import type { supportSchemas } from '../schemas/support.ts';

export const supportEndpoints = area<typeof supportSchemas>()({
  /** Limited per person and per address (server: support limits). */
  requestSupport: post('tickets/request_support/0', signedIn),
  getPermissions: post('permissions/get/0', signedIn),
});
