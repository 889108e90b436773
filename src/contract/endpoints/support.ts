/** Support and permissions */
import { area, post } from './define.ts';
import type { supportSchemas } from '../schemas/support.ts';

export const supportEndpoints = area<typeof supportSchemas>()({
  requestSupport: post('tickets/request_support/0'),
  getPermissions: post('permissions/get/0'),
});
