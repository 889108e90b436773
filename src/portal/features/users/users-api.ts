/** Portal user calls (spec §3, §7) the user-management pages build on. */
import { api } from '../../lib/http/api.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { roleSeparator } from '../../../contract/constants.ts';

export interface NewPortalUser {
  name: string;
  lastname: string;
  email: string;
  password: string;
  company: string;
  institution_id: number;
  user_role: string;
  roles: readonly number[];
}

/**
 * The create body (spec §3): password travels as passwd, roles as ids joined by '-', and
 * force_enable is always true (spec §5). No client-side validation of the fields (spec §5).
 */
export function createUserBody(user: NewPortalUser) {
  return {
    name: user.name,
    lastname: user.lastname,
    passwd: user.password,
    email: user.email,
    company: user.company,
    institution_id: user.institution_id,
    user_role: user.user_role,
    force_enable: true,
    roles: user.roles.join(roleSeparator),
  };
}

/** Creates a user: POST portal_users/set_inst/0[?group=…]. */
export function createUser(user: NewPortalUser, group?: number) {
  return api.call(userEndpoints.setUser, {
    params: { id: 0 },
    query: { group },
    body: createUserBody(user),
    fallback: failed('userAdd'),
  });
}
