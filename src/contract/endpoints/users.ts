/** Institutions and portal users */
import { area, get, post } from './define.ts';
import type { userSchemas } from '../schemas/users.ts';

export const userEndpoints = area<typeof userSchemas>()({
  listUserInstitutions: post('institution/list_inst_user/0'),
  listAllInstitutions: post('institution/list/0'),
  setLoginInstitution: post('portal_users/set_login_institution/{id}'),
  getInstitution: post('portal_users/get_inst/{id}'),
  listInstitutionUsers: post('portal_users/list_inst/0'),
  getUser: post('portal_users/get/{id}'),
  listUserRoles: get('portal_users/list_user_roles/0'),
  setUserRoles: post('portal_users/set_user_roles_inst/{id}'),
  setUser: post('portal_users/set_inst/{id}'),
  transferOwnership: post('portal_users/transfer_ownership/{id}'),
  searchUsers: post('portal_users/search_inst/{query}'),
  linkUser: post('portal_users/link_user_inst/{id}'),
  linkUserToGroup: post('portal_users/link_user_to_instance_group_inst/{id}'),
  setEvaluatorStatus: post('portal_users/set_evaluator_status_inst/{id}'),
  acceptTerms: post('portal_users/set_terms_and_conditions_user/1'),
  getOwnUser: get('portal_users/get_own_user/0'),
  setOwnUser: post('portal_users/set_own_user/{id}'),
  requestUserPasswordReset: post('portal_users/reset_password_request/{email}'),
  /** The institution's audit trail of user management (this project's path, not the spec's). */
  listAudit: get('portal_users/list_audit_inst/0'),
});
