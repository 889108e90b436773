/** Schemas of the institution and portal-user calls (spec §3, §7). Endpoints: ../endpoints/users.ts. */
import { permissionNames, roleNames } from '../roles.ts';
import { maxPasswordLength, themeNames } from '../constants.ts';
import { queryInt, queryOneOf, queryText } from '../query-schema.ts';
import { auditKinds } from '../audit.ts';
import { array, bool, either, emailAddress, int, nameText, nullable, object, oneOf, optional, text } from '../schema.ts';
import { factorKinds } from './auth.ts';

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
  /** The institution asks its members for a second factor and this one has none yet (issue 34). */
  second_factor_missing: optional(bool()),
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

/** One's theme, kept with one's account (the sign-in answer brings it back on any computer). */
export const ownTheme = object({ theme: oneOf(themeNames) });

/** Null-valued fields are dropped before sending (spec §3); absent fields stay as they are. */
export const ownUserUpdate = object({
  name: optional(nullable(nameText({ max: 100 }))),
  lastname: optional(nullable(nameText({ max: 100 }))),
  company: optional(nullable(nameText({ min: 0, max: 200 }))),
});

/** A group of an institution; group 0 stands for the whole institution (spec §9). */
export const institutionGroup = object({ group_no: int(0), name: text({ max: 200 }) });

/** POST portal_users/get_inst/{id}?group=: the current institution, its groups and head counts. */
export const institutionInfo = object({
  keyid: int(1),
  institution_name: text({ max: 200 }),
  country: text({ min: 0, max: 100 }),
  groups: array(institutionGroup),
  /** The group the answer is about (`?group=`, default 0). */
  group: institutionGroup,
  /** Linked users of that group. */
  users_total: int(0),
  owner: nullable(object({ id: int(1), name: text({ max: 100 }), lastname: text({ max: 100 }) })),
});

const evaluatorStatus = oneOf(['0', '1', '2']);

/** A user as the institution's user manager sees them (in the group the call is about). */
export const portalUser = object({
  id: int(1),
  name: text({ max: 100 }),
  lastname: text({ max: 100 }),
  email: text({ max: 254 }),
  company: text({ min: 0, max: 200 }),
  /** The person's position in the institution, free text (spec §3 `user_role`). */
  user_role: text({ min: 0, max: 100 }),
  /** Roles held in the group the call is about. */
  roles: array(oneOf(roleNames), roleNames.length),
  /** Groups besides group 0 the user belongs to. */
  groups: array(institutionGroup),
  is_owner: bool(),
  evaluator_status: evaluatorStatus,
  /** false: once a member, unlinked since (link=1 invites them again). */
  linked: bool(),
  /** An invitation to join (again) waits for the person's answer. */
  invited: bool(),
  /**
   * Whether this institution may change the person's name, last name, company and job title: only
   * on an account its user manager made and no other institution uses (the rest is the person's).
   */
  profile_editable: bool(),
  /** Whether the person signs in with a second factor, an authenticator app or a passkey (issue 34). */
  second_factor: bool(),
  /** Which kinds of second factor the person has (an older server may leave it out). */
  second_factors: optional(array(oneOf(factorKinds), 2)),
});

export const userPage = object({
  users: array(portalUser, 100),
  total_rows: int(0),
  /** The institution's rule that its members sign in with a second factor (issue 34). */
  second_factor_required: optional(bool()),
});

/** Which users a list shows by link state: all, the linked ones, or those unlinked since. */
export const linkStates = ['all', 'linked', 'unlinked'] as const;

/** Paging, group, role and link-state filter of the user list and the search (per_page at most 100). */
export const userListQuery = {
  group: queryInt(0, 2_147_483_647, 0),
  role: queryText(40),
  link: queryOneOf(linkStates, 'all'),
  page: queryInt(1, 100_000, 1),
  per_page: queryInt(1, 100, 25),
} as const;

/**
 * The audit trail's query, newest first; `user` filters by the user the change concerns, `action`
 * by its name, `kind` by changes or reads of medical records (all by default).
 */
export const auditListQuery = {
  user: queryInt(0, 2_147_483_647, 0),
  action: queryText(60),
  kind: queryOneOf(auditKinds, 'all'),
  page: queryInt(1, 100_000, 1),
  per_page: queryInt(1, 100, 25),
} as const;

/** Role ids joined by '-' (spec §9), possibly none. */
const roleIdList = text({ min: 0, max: 200, pattern: /^(\d{1,3}(-\d{1,3})*)?$/ });

/**
 * POST portal_users/set_inst/{0 or id}. One body for both: creating (id 0) needs `email` and takes
 * `passwd`, `force_enable` and `roles`; updating takes only name, lastname, company, user_role
 * (spec §3). `institution_id` is accepted for the spec's create body but never read: the
 * institution is the session's.
 */
export const setUserBody = object({
  name: nameText({ max: 100 }),
  lastname: nameText({ max: 100 }),
  company: optional(nameText({ min: 0, max: 200 })),
  user_role: optional(text({ min: 0, max: 100 })),
  email: optional(emailAddress()),
  /** Empty or absent: the new user gets a reset link instead. */
  passwd: optional(text({ raw: true, min: 0, max: maxPasswordLength })),
  institution_id: optional(int(0)),
  force_enable: optional(bool()),
  roles: optional(roleIdList),
});

export const setUserData = object({
  /** The user as created or changed; absent when an existing account was invited instead. */
  user: optional(portalUser),
  /** true when the email belonged to an account already. */
  existing: bool(),
  /**
   * true when that account was invited: it joins, with the roles given, only when its holder
   * accepts (`invitation`), and until then is no member and holds no role here.
   */
  invited: bool(),
  invitation: optional(object({ id: int(1), user_id: int(1) })),
  /** true when the new user was sent a reset link to choose a password. */
  reset_link_sent: bool(),
});

/** A pending invitation as the institution's user managers see it. */
export const institutionInvitation = object({
  id: int(1),
  user_id: int(1),
  name: text({ min: 0, max: 100 }),
  lastname: text({ min: 0, max: 100 }),
  email: text({ max: 254 }),
  /** The person made the account themselves (auth/register) rather than an institution. */
  self_registered: bool(),
  /** The roles and group the person gets on accepting. */
  roles: array(oneOf(roleNames), roleNames.length),
  group: institutionGroup,
  /** ISO 8601, UTC. */
  invited_at: text({ max: 40 }),
  invited_by: text({ min: 0, max: 201 }),
});

/** A pending invitation as the invited person sees it. */
export const ownInvitation = object({
  id: int(1),
  institution_id: int(1),
  institution_name: text({ max: 200 }),
  roles: array(oneOf(roleNames), roleNames.length),
  /** ISO 8601, UTC. */
  invited_at: text({ max: 40 }),
  invited_by: text({ min: 0, max: 201 }),
});

/** At most this many pending invitations are listed at once, the newest first. */
export const maxListedInvitations = 100;

export { userAuditActions } from '../audit.ts';

export const auditChange = object({
  field: text({ max: 100 }),
  before: nullable(text({ min: 0, max: 2000 })),
  after: nullable(text({ min: 0, max: 2000 })),
});

export const auditEntry = object({
  id: int(1),
  /** ISO 8601, UTC. */
  at: text({ max: 40 }),
  institution_id: int(1),
  actor_id: nullable(int(1)),
  actor_name: text({ min: 0, max: 201 }),
  user_id: nullable(int(1)),
  user_name: text({ min: 0, max: 201 }),
  action: text({ max: 60 }),
  changes: array(auditChange, 100),
  /**
   * The subject a row of a medical record or an export concerns, read when the trail is (never
   * stored): its code, and for one evaluation its date. Null when the row concerns no subject of
   * the institution (or it is no longer there).
   */
  subject_code: nullable(text({ max: 100 })),
  evaluated_at: nullable(text({ max: 40 })),
});

export const auditPage = object({ entries: array(auditEntry, 100), total_rows: int(0) });

export const permissionsData = object({
  institution_id: nullable(int(1)),
  permissions: object({ reports: permissionList, users: permissionList }),
  roles: array(oneOf(roleNames), roleNames.length),
  is_owner: bool(),
});

const groupQuery = { group: queryInt(0, 2_147_483_647, 0) };

export const userSchemas = {
  listUserInstitutions: { data: array(institutionEntry) },
  listAllInstitutions: { data: array(institutionEntry) },
  // A back end may answer {} when the choice did not take (spec §3: store nothing, say so).
  setLoginInstitution: { data: either(institutionChoice, object({})) },
  getInstitution: { query: groupQuery, data: institutionInfo },
  listInstitutionUsers: { query: userListQuery, data: userPage },
  getUser: { query: groupQuery, data: portalUser },
  listUserRoles: { data: array(roleEntry) },
  setUserRoles: { query: { roles: queryText(200), group: queryInt(0, 2_147_483_647, 0) }, data: portalUser },
  setUser: { body: setUserBody, query: { group: queryInt(0, 2_147_483_647, 0) }, data: setUserData },
  transferOwnership: { data: object({ owner_id: int(1) }) },
  searchUsers: { query: userListQuery, data: userPage },
  /**
   * link=1 links, any other value unlinks (spec §4). With group 0, linking a former member again
   * invites them (`invited`): they join when they accept.
   */
  linkUser: { query: { link: queryText(10), group: queryInt(0, 2_147_483_647, 0) }, data: portalUser },
  /** The institution's pending invitations, newest first (at most `maxListedInvitations`). */
  listInvitations: { data: object({ invitations: array(institutionInvitation, maxListedInvitations), total_rows: int(0) }) },
  /** `{id}` is the invited user's id. */
  withdrawInvitation: { data: object({ user_id: int(1) }) },
  /** The signed-in person's own pending invitations, newest first. */
  listOwnInvitations: { data: object({ invitations: array(ownInvitation, maxListedInvitations) }) },
  /** `{id}` is the invitation's id; accept=1 joins the institution, accept=0 declines. */
  answerInvitation: {
    query: { accept: queryInt(0, 1) },
    data: object({ institution_id: int(1), accepted: bool() }),
  },
  linkUserToGroup: { query: { link: queryText(10), group: queryInt(1, 2_147_483_647) }, data: portalUser },
  setEvaluatorStatus: { query: { status: queryInt(1, 1), group: queryInt(0, 2_147_483_647, 0) }, data: portalUser },
  acceptTerms: { data: object({ agree_tandc: bool() }) },
  getOwnUser: { data: ownUser },
  setOwnUser: { body: ownUserUpdate, data: ownUser },
  setOwnTheme: { body: ownTheme, data: ownTheme },
  requestUserPasswordReset: { data: object({ message: text({ max: 500 }) }) },
  listAudit: { query: auditListQuery, data: auditPage },
  /** Signs a member out everywhere (issue 34, ASVS 7.4.5): how many sessions were ended. */
  endUserSessions: { data: object({ ended: int(0) }) },
  /** Removes a member's second factors and recovery codes, for a lost phone (issue 34). */
  resetUserSecondFactor: { data: object({ removed: int(0) }) },
  /** Sets whether the institution's members must sign in with a second factor. */
  setSecondFactorRule: { body: object({ required: bool() }), data: object({ required: bool() }) },
} as const;
