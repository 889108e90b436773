/** Support and permissions */
import { post } from './define.ts';

export const supportEndpoints = {
  requestSupport: post('tickets/request_support/0'),
  getPermissions: post('permissions/get/0'),
} as const;
