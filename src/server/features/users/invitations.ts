/**
 * Invitations (issue 31): an existing account joins an institution only when its holder says so.
 * A user manager who adds an existing account (set_inst/0 with its email) or links a former
 * member again (link_user_inst?link=1) invites it; until the holder accepts, the account is no
 * member there and holds no role. The user managers see the pending invitations and may withdraw
 * them; the holder sees theirs on the Institutions page and accepts or declines. Each step is
 * written to the institution's audit trail.
 */
import { serverReason } from '../../../contract/messages.ts';
import { maxListedInvitations } from '../../../contract/schemas/users.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import type { RoleName } from '../../../contract/roles.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { insertReturningId, queryOne, type Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { addMembership, lockInstitution, parseRoleIds, roleIdsOf } from './membership.ts';

export interface Invite {
  institutionId: number;
  userId: number;
  group: number;
  roles: readonly RoleName[];
  invitedBy: number;
  now: Date;
}

/**
 * Invites `userId` to the institution (call inside the institution's lock); 409 when they are a
 * member or invited already. The database refuses an account whose email is not confirmed
 * (migration 150), answered as `emailNotConfirmed`.
 */
export async function invite(tx: Queryable, { institutionId, userId, group, roles, invitedBy, now }: Invite): Promise<number> {
  const member = await queryOne(tx, 'SELECT 1 AS found FROM memberships WHERE institution_id = $1 AND user_id = $2', [institutionId, userId]);
  if (member) throw new ApiError(409, serverReason.alreadyMember);
  const invited = await queryOne(tx, 'SELECT 1 AS found FROM invitations WHERE institution_id = $1 AND user_id = $2', [institutionId, userId]);
  if (invited) throw new ApiError(409, serverReason.alreadyInvited);
  const id = await insertReturningId(
    tx,
    `INSERT INTO invitations (institution_id, user_id, group_no, role_ids, invited_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [institutionId, userId, group, roleIdsOf(roles), invitedBy, now],
  );
  await recordAudit(tx, {
    institutionId,
    actorId: invitedBy,
    userId,
    action: 'user_invited',
    changes: [
      { field: 'invited', before: 'no', after: 'yes' },
      { field: 'roles', before: null, after: roles.join(', ') },
    ],
    at: now,
  });
  return id;
}

/** The full name of user `userId`, for the invitation mail. */
export async function fullName(db: Queryable, userId: number): Promise<string> {
  const row = await queryOne<{ name: string }>(db, "SELECT trim(name || ' ' || lastname) AS name FROM users WHERE id = $1", [userId]);
  return row?.name ?? '';
}

const rolesOf = (ids: string) => parseRoleIds(ids, 'roles');
const inviter = "coalesce(trim(b.name || ' ' || b.lastname), '')";

interface InstitutionInvitationRow {
  id: number;
  user_id: number;
  name: string;
  lastname: string;
  email: string;
  self_registered: boolean;
  role_ids: string;
  group_no: number;
  group_name: string;
  invited_at: Date;
  invited_by: string;
  total: number;
}

export const listInvitations = handler(userEndpoints.listInvitations, async ({ db, member }) => {
  const rows = await db.query<InstitutionInvitationRow>(
    `SELECT i.id, i.user_id, u.name, u.lastname, u.email, u.self_registered, i.role_ids, i.group_no, g.name AS group_name,
       i.created_at AS invited_at, ${inviter} AS invited_by, (count(*) OVER ())::int AS total
     FROM invitations i
     JOIN users u ON u.id = i.user_id
     JOIN groups g ON g.institution_id = i.institution_id AND g.group_no = i.group_no
     LEFT JOIN users b ON b.id = i.invited_by
     WHERE i.institution_id = $1
     ORDER BY i.created_at DESC, i.id DESC LIMIT $2`,
    [member.institutionId, maxListedInvitations],
  );
  return {
    invitations: rows.map((row) => ({
      id: row.id,
      user_id: row.user_id,
      name: row.name,
      lastname: row.lastname,
      email: row.email,
      self_registered: row.self_registered,
      roles: rolesOf(row.role_ids),
      group: { group_no: row.group_no, name: row.group_name },
      invited_at: new Date(row.invited_at).toISOString(),
      invited_by: row.invited_by,
    })),
    total_rows: rows[0]?.total ?? 0,
  };
});

export const withdrawInvitation = handler(userEndpoints.withdrawInvitation, async ({ db, member, session, now, params }) => {
  const userId = parseId(params.id);
  if (userId === null) throw new ApiError(404, serverReason.invitationNotFound);
  await db.transaction(async (tx) => {
    await lockInstitution(tx, member.institutionId);
    const removed = await tx.query('DELETE FROM invitations WHERE institution_id = $1 AND user_id = $2 RETURNING id', [member.institutionId, userId]);
    if (!removed.length) throw new ApiError(404, serverReason.invitationNotFound);
    await recordAudit(tx, {
      institutionId: member.institutionId,
      actorId: session.userId,
      userId,
      action: 'invitation_withdrawn',
      changes: [{ field: 'invited', before: 'yes', after: 'no' }],
      at: now,
    });
  });
  return { user_id: userId };
});

interface OwnInvitationRow {
  id: number;
  institution_id: number;
  institution_name: string;
  role_ids: string;
  invited_at: Date;
  invited_by: string;
}

export const listOwnInvitations = handler(userEndpoints.listOwnInvitations, async ({ db, session }) => {
  const rows = await db.query<OwnInvitationRow>(
    `SELECT i.id, i.institution_id, inst.name AS institution_name, i.role_ids, i.created_at AS invited_at, ${inviter} AS invited_by
     FROM invitations i
     JOIN institutions inst ON inst.id = i.institution_id
     LEFT JOIN users b ON b.id = i.invited_by
     WHERE i.user_id = $1
     ORDER BY i.created_at DESC, i.id DESC LIMIT $2`,
    [session.userId, maxListedInvitations],
  );
  return {
    invitations: rows.map((row) => ({
      id: row.id,
      institution_id: row.institution_id,
      institution_name: row.institution_name,
      roles: rolesOf(row.role_ids),
      invited_at: new Date(row.invited_at).toISOString(),
      invited_by: row.invited_by,
    })),
  };
});

export const answerInvitation = handler(
  userEndpoints.answerInvitation,
  async ({ db, session, now, params, query }) => {
    const id = parseId(params.id);
    const notFound = () => new ApiError(404, serverReason.invitationNotFound);
    if (id === null) throw notFound();
    const accepted = query.accept === 1;
    const institutionId = await db.transaction(async (tx) => {
      // Only the invited person's own invitation; anyone else's answers as if it did not exist.
      const found = await queryOne<{ institution_id: number }>(tx, 'SELECT institution_id FROM invitations WHERE id = $1 AND user_id = $2', [
        id,
        session.userId,
      ]);
      if (!found) throw notFound();
      await lockInstitution(tx, found.institution_id);
      const taken = await queryOne<{ group_no: number; role_ids: string }>(
        tx,
        'DELETE FROM invitations WHERE id = $1 AND user_id = $2 RETURNING group_no, role_ids',
        [id, session.userId],
      );
      if (!taken) throw notFound();
      if (accepted) await addMembership(tx, found.institution_id, session.userId, taken.group_no, taken.role_ids, now);
      await recordAudit(tx, {
        institutionId: found.institution_id,
        actorId: session.userId,
        userId: session.userId,
        action: accepted ? 'invitation_accepted' : 'invitation_declined',
        changes: accepted
          ? [
              { field: 'linked', before: 'no', after: 'yes' },
              { field: 'roles', before: null, after: rolesOf(taken.role_ids).join(', ') },
            ]
          : [{ field: 'invited', before: 'yes', after: 'no' }],
        at: now,
      });
      return found.institution_id;
    });
    return { institution_id: institutionId, accepted };
  },
  { changesSession: true },
);
