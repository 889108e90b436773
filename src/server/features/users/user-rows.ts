/**
 * Reading the institution's users as the user-management calls answer them: a page of the list or
 * of a search (sorted by last name, filtered by group and role, counted), or one user. A page is
 * read in three statements whatever its length: the people, then their roles and memberships.
 */
import { isRoleName, roleNames, type RoleName } from '../../../contract/roles.ts';
import type { InstitutionGroup, PortalUser, UserPage } from '../../../contract/types.ts';
import { serverReason } from '../../../contract/messages.ts';
import { ApiError } from '../../core/api-error.ts';
import type { Queryable } from '../../db/db.ts';

interface PersonRow {
  id: number;
  name: string;
  lastname: string;
  email: string;
  company: string;
  user_role: string;
  linked: boolean;
  invited: boolean;
  profile_editable: boolean;
  second_factor: boolean;
  /** The kinds of the person's second factors, comma-separated ('passkey,totp'), or null. */
  factor_kinds: string | null;
}

export interface UserFilter {
  group: number;
  /** A role name; other text matches nobody. */
  role?: string | undefined;
  /** Text searched in the name, last name and email. */
  search?: string | undefined;
  /** Linked users only, those unlinked since only, or both (the default). */
  link?: 'all' | 'linked' | 'unlinked';
  page: number;
  perPage: number;
}

// The list reads the group's memberships (linked users) in the order of users_sort_idx, then the
// users unlinked since (whole institution only; they hold no roles, so a role filter skips them).
// `search_text` is the lower-cased name, last name and email (migration 6). Only the conditions a
// filter asks for are written, so each query is as simple as the list it reads.
/**
 * Whether the institution `$1` may change the person's own fields (name, last name, company, job
 * title) of user `u`: its user manager made the account, which is no administrator's and which no
 * other institution has, linked or unlinked since. Otherwise they belong to the person alone.
 */
export const profileEditableSql = `(u.created_in_institution_id IS NOT DISTINCT FROM $1 AND NOT u.is_admin
  AND NOT EXISTS (SELECT 1 FROM memberships o WHERE o.user_id = u.id AND o.institution_id <> $1)
  AND NOT EXISTS (SELECT 1 FROM unlinked_members o WHERE o.user_id = u.id AND o.institution_id <> $1))`;

const columns = `u.id, u.name, u.lastname, u.email, u.company, u.user_role, ${profileEditableSql} AS profile_editable,
  EXISTS (SELECT 1 FROM invitations i WHERE i.institution_id = $1 AND i.user_id = u.id) AS invited,
  EXISTS (SELECT 1 FROM user_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL) AS second_factor,
  (SELECT string_agg(DISTINCT f.kind, ',' ORDER BY f.kind) FROM user_factors f WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL) AS factor_kinds`;
const order = 'ORDER BY lower(u.lastname), lower(u.name), u.id';

/** `%text%` for LIKE on the lower-cased search text, with the pattern characters taken literally. */
export function containsPattern(text: string): string {
  const trimmed = text.trim().toLowerCase();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
}

function roleFilter(role: string | undefined): number {
  if (!role) return 0;
  // A role that does not exist matches nobody (-1 is no role's id).
  return isRoleName(role) ? roleNames.indexOf(role) + 1 : -1;
}

/**
 * A page of the institution's users in `filter.group` (linked users first, then those unlinked
 * since, each in alphabetical order; `filter.link` keeps one of the two), with the count of all
 * that match. Unlinked users belong to no group and hold no role, so a group or role filter
 * leaves them out.
 */
export async function findUsers(db: Queryable, institutionId: number, filter: UserFilter): Promise<UserPage> {
  const pattern = containsPattern(filter.search ?? '');
  const role = roleFilter(filter.role);
  const params: unknown[] = [institutionId, filter.group];
  const where = ['m.institution_id = $1', 'm.group_no = $2'];
  if (pattern) where.push(`u.search_text LIKE $${params.push(pattern)}`);
  if (role) where.push(`EXISTS (SELECT 1 FROM membership_roles mr WHERE mr.membership_id = m.id AND mr.role_id = $${params.push(role)})`);
  // Without a search the count needs no user row.
  const linkedFrom = `FROM memberships m ${pattern ? 'JOIN users u ON u.id = m.user_id' : ''} WHERE ${where.join(' AND ')}`;
  const link = filter.link ?? 'all';
  const withLinked = link !== 'unlinked';
  const withUnlinked = filter.group === 0 && role === 0 && link !== 'linked';
  const unlinkedFrom = `FROM unlinked_members x JOIN users u ON u.id = x.user_id
    WHERE x.institution_id = $1 AND $2 = 0 ${pattern ? 'AND u.search_text LIKE $3' : ''}`;
  // Both counts in one statement: one round trip. The unlinked part reads the same parameters.
  const counted = await db.query<{ linked: number; unlinked: number }>(
    `SELECT ${withLinked ? `(SELECT count(*)::int ${linkedFrom})` : '0'} AS linked,
       ${withUnlinked ? `(SELECT count(*)::int ${unlinkedFrom})` : '0'} AS unlinked`,
    params,
  );
  const linked = counted[0]?.linked ?? 0;
  const unlinked = counted[0]?.unlinked ?? 0;
  const unlinkedParams = params.slice(0, pattern ? 3 : 2);
  const offset = (filter.page - 1) * filter.perPage;
  let rows: PersonRow[] = [];
  if (offset < linked) {
    const n = params.length;
    rows = await db.query<PersonRow>(
      `SELECT ${columns}, true AS linked FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE ${where.join(' AND ')} ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, filter.perPage, offset],
    );
  }
  const room = filter.perPage - rows.length;
  if (room > 0 && unlinked > 0 && offset + rows.length >= linked) {
    const n = unlinkedParams.length;
    const more = await db.query<PersonRow>(
      `SELECT ${columns}, false AS linked ${unlinkedFrom} ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...unlinkedParams, room, Math.max(0, offset - linked)],
    );
    rows = [...rows, ...more];
  }
  return { users: await withMemberships(db, institutionId, filter.group, rows), total_rows: linked + unlinked };
}

/** One user of the institution (linked, or unlinked since), as seen in `group`; 404 otherwise. */
export async function findUser(db: Queryable, institutionId: number, userId: number, group = 0): Promise<PortalUser> {
  const rows = await db.query<PersonRow>(
    `SELECT ${columns},
       EXISTS (SELECT 1 FROM memberships WHERE user_id = u.id AND institution_id = $1) AS linked
     FROM users u
     WHERE u.id = $2 AND (
       EXISTS (SELECT 1 FROM memberships WHERE user_id = u.id AND institution_id = $1)
       OR EXISTS (SELECT 1 FROM unlinked_members WHERE user_id = u.id AND institution_id = $1))`,
    [institutionId, userId],
  );
  const [user] = await withMemberships(db, institutionId, group, rows);
  if (!user) throw new ApiError(404, serverReason.userNotFound);
  return user;
}

interface MembershipRow {
  user_id: number;
  group_no: number;
  group_name: string;
  is_owner: boolean;
  evaluator_status: number;
  roles: string | null;
}

async function withMemberships(db: Queryable, institutionId: number, group: number, rows: PersonRow[]): Promise<PortalUser[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const memberships = await db.read<MembershipRow>(
    // The page's ids as integer parameters, each found through the memberships' (user,
    // institution) key; a read with integer parameters is prepared once on the embedded engine.
    `SELECT m.user_id, m.group_no, g.name AS group_name, m.is_owner, m.evaluator_status::int AS evaluator_status,
       (SELECT string_agg(r.name, ',' ORDER BY r.keyid) FROM membership_roles mr JOIN roles r ON r.keyid = mr.role_id
        WHERE mr.membership_id = m.id) AS roles
     FROM memberships m
     JOIN groups g ON g.institution_id = m.institution_id AND g.group_no = m.group_no
     WHERE m.institution_id = $1 AND m.user_id IN (${ids.map((_, i) => `$${i + 2}`).join(', ')})
     ORDER BY m.group_no`,
    [institutionId, ...ids],
  );
  return rows.map((row) => {
    const own = memberships.filter((m) => m.user_id === row.id);
    const inGroup = own.find((m) => m.group_no === group);
    const roles = (inGroup?.roles ?? '').split(',').filter(isRoleName) as RoleName[];
    const groups: InstitutionGroup[] = own.filter((m) => m.group_no !== 0).map((m) => ({ group_no: m.group_no, name: m.group_name }));
    const status = Math.max(0, ...own.map((m) => m.evaluator_status));
    return {
      id: row.id,
      name: row.name,
      lastname: row.lastname,
      email: row.email,
      company: row.company,
      user_role: row.user_role,
      roles,
      groups,
      is_owner: own.some((m) => m.is_owner),
      evaluator_status: status === 1 ? '1' : status === 2 ? '2' : '0',
      linked: row.linked,
      invited: row.invited,
      profile_editable: row.profile_editable,
      second_factor: row.second_factor,
      second_factors: row.factor_kinds ? (row.factor_kinds.split(',').filter((kind) => kind === 'totp' || kind === 'passkey')) : [],
    };
  });
}
