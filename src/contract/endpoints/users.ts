/**
 * Institutions and portal users. Institution administration needs the user-management
 * permissions of spec §6; a change to the owner's own account or roles is the owner's alone.
 */
import { admin, area, get, member, post, signedIn } from './define.ts';
import type { userSchemas } from '../schemas/users.ts';

export const userEndpoints = area<typeof userSchemas>()({
  listUserInstitutions: post('institution/list_inst_user/0', signedIn),
  listAllInstitutions: post('institution/list/0', admin),
  /** The handler admits only the caller's own institutions. */
  setLoginInstitution: post('portal_users/set_login_institution/{id}', signedIn),
  getInstitution: post('portal_users/get_inst/{id}', member({ permission: 'get_inst' })),
  listInstitutionUsers: post('portal_users/list_inst/0', member({ permission: 'list_inst' })),
  getUser: post('portal_users/get/{id}', member({ permission: 'get_inst' })),
  listUserRoles: get('portal_users/list_user_roles/0', signedIn),
  setUserRoles: post('portal_users/set_user_roles_inst/{id}', member({ permission: 'set_user_roles_inst' }, { ownerProtected: true })),
  setUser: post('portal_users/set_inst/{id}', member({ permission: 'set_inst' }, { ownerProtected: true })),
  transferOwnership: post('portal_users/transfer_ownership/{id}', member('owner')),
  searchUsers: post('portal_users/search_inst/{query}', member({ permission: 'list_inst' })),
  /** Unlinking the owner is refused by the handler, with the way out (transfer the ownership first). */
  linkUser: post('portal_users/link_user_inst/{id}', member({ permission: 'set_inst' })),
  listInvitations: post('portal_users/list_invitations_inst/0', member({ permission: 'list_inst' })),
  withdrawInvitation: post('portal_users/withdraw_invitation_inst/{id}', member({ permission: 'set_inst' })),
  /** Any signed-in person's own invitations, before they have chosen an institution too. */
  listOwnInvitations: post('portal_users/list_invitations_user/0', signedIn),
  answerInvitation: post('portal_users/answer_invitation_user/{id}', signedIn),
  linkUserToGroup: post('portal_users/link_user_to_instance_group_inst/{id}', member({ permission: 'set_inst' }, { ownerProtected: true })),
  setEvaluatorStatus: post('portal_users/set_evaluator_status_inst/{id}', member({ permission: 'set_inst' })),
  acceptTerms: post('portal_users/set_terms_and_conditions_user/1', member('membership')),
  getOwnUser: get('portal_users/get_own_user/0', signedIn),
  setOwnUser: post('portal_users/set_own_user/{id}', signedIn),
  /** One's own theme (issue 35): this project's path, not the spec's. */
  setOwnTheme: post('portal_users/set_own_theme/0', signedIn),
  requestUserPasswordReset: post('portal_users/reset_password_request/{email}', member({ permission: 'set_inst' })),
  /** The institution's audit trail of user management (this project's path, not the spec's). */
  listAudit: get('portal_users/list_audit_inst/0', member('user-manager-or-owner')),
  /** Ends every session of a member, recorded in the audit trail; only the owner may end the owner's. */
  endUserSessions: post('portal_users/end_sessions_inst/{id}', member({ permission: 'set_inst' }, { ownerProtected: true })),
  /** A member who lost their phone and their recovery codes signs in with the password again; audited. */
  resetUserSecondFactor: post('portal_users/reset_second_factor_inst/{id}', member({ permission: 'set_inst' }, { ownerProtected: true })),
  /** The owner or a user manager asks every member for a second factor (or no longer does). */
  setSecondFactorRule: post('institution/set_second_factor_rule/0', member('user-manager-or-owner')),
});
