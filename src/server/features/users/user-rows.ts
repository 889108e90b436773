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
}

export interface UserFilter {
  group: number;
  /** A role name; other text matches nobody. */
  role?: string | undefined;
  /** Text searched in the name, last name and email. */
  search?: string | undefined;
  page: number;
  perPage: number;
}

// The linked members of the group, plus (for the whole institution) the users unlinked since.
const people = `
  WITH people AS (
    SELECT user_id, true AS linked FROM memberships WHERE institution_id = $1 AND group_no = $2
    UNION ALL
    SELECT user_id, false FROM unlinked_members WHERE institution_id = $1 AND $2 = 0
  )`;

const filters = `
  WHERE ($3 = '' OR u.name ILIKE $3 OR u.lastname ILIKE $3 OR u.email ILIKE $3
         OR (u.name || ' ' || u.lastname) ILIKE $3)
    AND ($4 = 0 OR EXISTS (
      SELECT 1 FROM memberships m JOIN membership_roles mr ON mr.membership_id = m.id
      WHERE m.user_id = u.id AND m.institution_id = $1 AND m.group_no = $2 AND mr.role_id = $4))`;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  const trimmed = text.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
}

function roleFilter(role: string | undefined): number {
  if (!role) return 0;
  // A role that does not exist matches nobody (-1 is no role's id).
  return isRoleName(role) ? roleNames.indexOf(role) + 1 : -1;
}

/** A page of the institution's users in `filter.group`, with the count of all that match. */
export async function findUsers(db: Queryable, institutionId: number, filter: UserFilter): Promise<UserPage> {
  const params = [institutionId, filter.group, containsPattern(filter.search ?? ''), roleFilter(filter.role)];
  const offset = (filter.page - 1) * filter.perPage;
  const [rows, counted] = await Promise.all([
    db.query<PersonRow>(
      `${people}
       SELECT u.id, u.name, u.lastname, u.email, u.company, u.user_role, p.linked
       FROM people p JOIN users u ON u.id = p.user_id ${filters}
       ORDER BY lower(u.lastname), lower(u.name), u.id LIMIT $5 OFFSET $6`,
      [...params, filter.perPage, offset],
    ),
    db.query<{ total: number }>(`${people} SELECT count(*)::int AS total FROM people p JOIN users u ON u.id = p.user_id ${filters}`, params),
  ]);
  return { users: await withMemberships(db, institutionId, filter.group, rows), total_rows: counted[0]?.total ?? 0 };
}

/** One user of the institution (linked, or unlinked since), as seen in `group`; 404 otherwise. */
export async function findUser(db: Queryable, institutionId: number, userId: number, group = 0): Promise<PortalUser> {
  const rows = await db.query<PersonRow>(
    `SELECT u.id, u.name, u.lastname, u.email, u.company, u.user_role,
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
  const memberships = await db.query<MembershipRow>(
    `SELECT m.user_id, m.group_no, g.name AS group_name, m.is_owner, m.evaluator_status::int AS evaluator_status,
       (SELECT string_agg(r.name, ',' ORDER BY r.keyid) FROM membership_roles mr JOIN roles r ON r.keyid = mr.role_id
        WHERE mr.membership_id = m.id) AS roles
     FROM memberships m JOIN groups g ON g.institution_id = m.institution_id AND g.group_no = m.group_no
     WHERE m.institution_id = $1 AND m.user_id = ANY($2::int[])
     ORDER BY m.group_no`,
    [institutionId, ids],
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
    };
  });
}
