/**
 * Request and response shapes on the wire. Field names are the specification's (spec §3); the
 * shapes the specification marks "not shown" are this project's design, documented in docs/api.md.
 */
import type { PermissionName, RoleName } from './roles.ts';
import type { SupportReason } from './constants.ts';

/** Every response body (api-contract: envelope). `message` is exactly 'OK' on success. */
export interface Envelope<T = unknown> {
  message: string;
  data?: T;
}

/** POST auth/login → data */
export interface LoginData {
  token: string;
  id: number;
  fname: string;
  lname: string;
}

/** POST institution/list_inst_user/0 → data: InstitutionEntry[] */
export interface InstitutionEntry {
  institution_name: string;
  keyid: number;
  country?: string;
}

/** The `permissions` object of set-current-institution (spec §3). */
export interface Permissions {
  reports: PermissionName[];
  users: PermissionName[];
}

/** POST portal_users/set_login_institution/{id} → data (spec §3) */
export interface InstitutionChoice {
  permissions: Permissions;
  is_owner: boolean;
  evaluator_status: string;
  roles: RoleName[];
  agree_tandc: boolean;
}

/** An entry of the role catalogue, GET portal_users/list_user_roles/0 → data: RoleEntry[] */
export interface RoleEntry {
  keyid: number;
  name: RoleName;
  label: string;
  description: string;
  permissions: PermissionName[];
}

/** GET portal_users/get_own_user/0 → data */
export interface OwnUser {
  id: number;
  name: string;
  lastname: string;
  email: string;
  company: string;
  is_admin: boolean;
}

/** POST portal_users/set_own_user/{id}: null-valued fields are dropped before sending (spec §3). */
export interface OwnUserUpdate {
  name?: string | null;
  lastname?: string | null;
  company?: string | null;
}

/** POST auth/register */
export interface RegisterBody {
  name: string;
  lastname: string;
  email: string;
  company: string;
  password: string;
}

/** POST auth/ (change own password) */
export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
}

/** POST auth/password/{id}?key=… */
export interface NewPasswordBody {
  password: string;
}

/** data of both auth/password calls (spec §7 reads data.message) */
export interface MessageData {
  message: string;
}

/** POST tickets/request_support/0 (spec §3) */
export interface SupportRequestBody {
  subject: SupportReason;
  body: string;
}

/** data of tickets/request_support/0 */
export interface SupportTicket {
  ticket_id: number;
}

/** data of POST auth/register */
export interface RegisterData {
  id: number;
}

/** data of POST portal_users/set_terms_and_conditions_user/1 */
export interface TermsData {
  agree_tandc: boolean;
}
