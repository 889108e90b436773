/** Schemas of the institution and portal-user calls (spec §3, §7). Endpoints: ../endpoints/users.ts. */
import { permissionNames, roleNames } from '../roles.ts';
import { array, bool, either, int, nullable, object, oneOf, optional, text, undeclared } from '../schema.ts';

export const institutionEntry = object({
  institution_name: text({ max: 200 }),
  keyid: int(1),
  country: optional(text({ min: 0, max: 100 })),
});

const permissionList = array(oneOf(permissionNames), permissionNames.length);

export const institutionChoice = object({
  permissions: object({ reports: permissionList, users: permissionList }),
  is_owner: bool(),
  evaluator_status: oneOf(['0', '1', '2']),
  roles: array(oneOf(roleNames), roleNames.length),
  agree_tandc: bool(),
});

export const roleEntry = object({
  keyid: int(1),
  name: oneOf(roleNames),
  label: text({ max: 100 }),
  description: text({ min: 0, max: 1000 }),
  permissions: permissionList,
});

export const ownUser = object({
  id: int(1),
  name: text({ max: 100 }),
  lastname: text({ max: 100 }),
  email: text({ max: 254 }),
  company: text({ min: 0, max: 200 }),
  is_admin: bool(),
});

/** Null-valued fields are dropped before sending (spec §3); absent fields stay as they are. */
export const ownUserUpdate = object({
  name: optional(nullable(text({ max: 100 }))),
  lastname: optional(nullable(text({ max: 100 }))),
  company: optional(nullable(text({ min: 0, max: 200 }))),
});

export const userSchemas = {
  listUserInstitutions: { data: array(institutionEntry) },
  listAllInstitutions: { data: array(institutionEntry) },
  // A back end may answer {} when the choice did not take (spec §3: store nothing, say so).
  setLoginInstitution: { data: either(institutionChoice, object({})) },
  getInstitution: undeclared,
  listInstitutionUsers: undeclared,
  getUser: undeclared,
  listUserRoles: { data: array(roleEntry) },
  setUserRoles: undeclared,
  setUser: undeclared,
  transferOwnership: undeclared,
  searchUsers: undeclared,
  linkUser: undeclared,
  linkUserToGroup: undeclared,
  setEvaluatorStatus: undeclared,
  acceptTerms: { data: object({ agree_tandc: bool() }) },
  getOwnUser: { data: ownUser },
  setOwnUser: { body: ownUserUpdate, data: ownUser },
  requestUserPasswordReset: undeclared,
} as const;
