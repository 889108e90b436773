/**
 * The building blocks of every change to the institution's users: the institution lock, the
 * checks that a user and a group belong to the institution, roles as ids, and the lock-out guard.
 */
import { roleSeparator } from '../../../contract/constants.ts';
import { serverReason } from '../../../contract/messages.ts';
import { roleNames, type RoleName } from '../../../contract/roles.ts';
import { ApiError, fieldsRefused } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { insertReturningId, queryOne, type Queryable } from '../../db/db.ts';

/**
 * Locks the institution's row for the rest of the transaction: changes to one institution's
 * users take turns, so two of them can never each see the other's "before" (two transfers of
 * ownership, two managers removing each other's role).
 */
export async function lockInstitution(tx: Queryable, institutionId: number): Promise<void> {
  const row = await queryOne(tx, 'SELECT id FROM institutions WHERE id = $1 FOR UPDATE', [institutionId]);
  if (!row) throw new ApiError(404, serverReason.institutionNotFound);
}

/** The id of the user's membership of `group` in the institution; 404 when there is none. */
export async function membershipId(tx: Queryable, institutionId: number, userId: number, group: number): Promise<number> {
  const row = await queryOne<{ id: number }>(
    tx,
    'SELECT id FROM memberships WHERE institution_id = $1 AND user_id = $2 AND group_no = $3',
    [institutionId, userId, group],
  );
  if (!row) throw new ApiError(404, serverReason.userNotFound);
  return row.id;
}

/** The user `{id}` of a call, 404 unless they belong to the institution (in any group). */
export async function linkedUser(tx: Queryable, institutionId: number, id: string | undefined): Promise<number> {
  const userId = parseId(id);
  const row = userId === null ? null : await queryOne(tx, 'SELECT 1 AS found FROM memberships WHERE institution_id = $1 AND user_id = $2 LIMIT 1', [institutionId, userId]);
  if (!row || userId === null) throw new ApiError(404, serverReason.userNotFound);
  return userId;
}

/** 404 unless the institution has group `group`. */
export async function requireGroup(tx: Queryable, institutionId: number, group: number): Promise<void> {
  const row = await queryOne(tx, 'SELECT 1 AS found FROM groups WHERE institution_id = $1 AND group_no = $2', [institutionId, group]);
  if (!row) throw new ApiError(404, serverReason.groupNotFound);
}

/** The role names held by a membership, in catalogue order. */
export async function membershipRoles(tx: Queryable, id: number): Promise<RoleName[]> {
  const rows = await tx.query<{ role_id: number }>('SELECT role_id FROM membership_roles WHERE membership_id = $1 ORDER BY role_id', [id]);
  return rows.map((row) => roleNames[row.role_id - 1]).filter((name): name is RoleName => name !== undefined);
}

/** Replaces a membership's roles with `roles`. */
export async function setMembershipRoles(tx: Queryable, id: number, roles: readonly RoleName[]): Promise<void> {
  await tx.query('DELETE FROM membership_roles WHERE membership_id = $1', [id]);
  for (const role of roles) {
    await tx.query('INSERT INTO membership_roles (membership_id, role_id) VALUES ($1, $2)', [id, roleNames.indexOf(role) + 1]);
  }
}

/**
 * Role ids joined by '-' (spec §9) as role names, each once, in catalogue order; an id the
 * catalogue does not have is a 400 naming `field`.
 */
export function parseRoleIds(value: string | undefined, field: string): RoleName[] {
  const text = (value ?? '').trim();
  if (!text) return [];
  const parts = text.split(roleSeparator);
  const names = parts.map((part) => (/^\d{1,3}$/.test(part) ? roleNames[Number(part) - 1] : undefined));
  if (names.some((name) => name === undefined)) {
    throw fieldsRefused([{ field, code: 'one_of' }]);
  }
  return roleNames.filter((name) => names.includes(name));
}

/** Role names as the ids the wire uses, joined by '-'. */
export function roleIdsOf(roles: readonly RoleName[]): string {
  return roles.map((role) => roleNames.indexOf(role) + 1).join(roleSeparator);
}

/** How many linked users hold the user-manager role in any group of the institution. */
export async function countManagers(tx: Queryable, institutionId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(
    tx,
    `SELECT count(DISTINCT m.user_id)::int AS n FROM memberships m
     JOIN membership_roles mr ON mr.membership_id = m.id
     WHERE m.institution_id = $1 AND mr.role_id = $2`,
    [institutionId, roleNames.indexOf('user_manager') + 1],
  );
  return row?.n ?? 0;
}

/**
 * Runs `change` and refuses it (409, rolled back with the transaction) when it leaves an
 * institution that had a user manager with none: nobody can lock an institution out.
 */
export async function keepingAManager<T>(tx: Queryable, institutionId: number, change: () => Promise<T>): Promise<T> {
  const before = await countManagers(tx, institutionId);
  const result = await change();
  if (before > 0 && (await countManagers(tx, institutionId)) === 0) throw new ApiError(409, serverReason.lastUserManager);
  return result;
}

/** Adds the user to the institution: group 0 with `roles`, and `group` when it is another. */
export async function addMembership(tx: Queryable, institutionId: number, userId: number, group: number, roles: string | undefined, now: Date) {
  const id = await insertReturningId(
    tx,
    `INSERT INTO memberships (user_id, institution_id, group_no, created_at) VALUES ($1, $2, 0, $3) RETURNING id`,
    [userId, institutionId, now],
  );
  await setMembershipRoles(tx, id, parseRoleIds(roles, 'roles'));
  if (group !== 0) {
    await tx.query('INSERT INTO memberships (user_id, institution_id, group_no, created_at) VALUES ($1, $2, $3, $4)', [
      userId,
      institutionId,
      group,
      now,
    ]);
  }
  await tx.query('DELETE FROM unlinked_members WHERE institution_id = $1 AND user_id = $2', [institutionId, userId]);
}
