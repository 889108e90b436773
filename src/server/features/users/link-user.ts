/**
 * POST portal_users/link_user_inst/{id}?link=&group= and
 * POST portal_users/link_user_to_instance_group_inst/{id}?link=&group= (spec §4: link=1 links,
 * any other value unlinks). With group 0, unlinking takes the user out of the institution (their
 * roles are kept aside); linking a former member again invites them, with those roles, and they
 * come back when they accept (invitations.ts). With another group, it takes
 * them out of that group only. The owner cannot be unlinked, and the institution never loses its
 * last user manager this way.
 */
import { serverReason } from '../../../contract/messages.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import type { AuditChange, PortalUser } from '../../../contract/types.ts';
import type { Session } from '../../auth/session.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne, type Queryable } from '../../db/db.ts';
import { handler, type BaseContext } from '../../http/handler.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { keepingAManager, lockInstitution, membershipId, membershipRoles, parseRoleIds, requireGroup, roleIdsOf } from './membership.ts';
import { fullName, invite } from './invitations.ts';
import { queueInvitationMail } from './user-added-mail.ts';
import { findUser } from './user-rows.ts';

interface LinkRequest {
  session: Session;
  institutionId: number;
  userId: number;
  link: boolean;
  group: number;
}

/**
 * Invites a former member back (their roles of then are offered again); resolves whether an
 * invitation was made (not when one is pending already). Being unlinked, the person has left: they
 * come back only if they accept, as anyone invited does (invitations.ts).
 */
async function inviteAgain(tx: Queryable, institutionId: number, userId: number, invitedBy: number, now: Date): Promise<boolean> {
  const member = await queryOne(tx, 'SELECT 1 AS found FROM memberships WHERE institution_id = $1 AND user_id = $2 AND group_no = 0', [institutionId, userId]);
  if (member) return false;
  // Only a user the institution had can be linked again by id; anyone else is added by email.
  const former = await queryOne<{ role_ids: string }>(tx, 'SELECT role_ids FROM unlinked_members WHERE institution_id = $1 AND user_id = $2', [
    institutionId,
    userId,
  ]);
  if (!former) throw new ApiError(404, serverReason.userNotFound);
  const pending = await queryOne(tx, 'SELECT 1 AS found FROM invitations WHERE institution_id = $1 AND user_id = $2', [institutionId, userId]);
  if (pending) return false;
  await invite(tx, { institutionId, userId, group: 0, roles: parseRoleIds(former.role_ids, 'roles'), invitedBy, now });
  return true;
}

async function unlinkFromInstitution(tx: Queryable, institutionId: number, userId: number, now: Date): Promise<string> {
  const id = await membershipId(tx, institutionId, userId, 0);
  const owner = await queryOne(tx, 'SELECT 1 AS found FROM memberships WHERE institution_id = $1 AND user_id = $2 AND is_owner', [institutionId, userId]);
  if (owner) throw new ApiError(409, serverReason.ownerCannotBeUnlinked);
  const roles = await membershipRoles(tx, id);
  await keepingAManager(tx, institutionId, () =>
    tx.query('DELETE FROM memberships WHERE institution_id = $1 AND user_id = $2', [institutionId, userId]),
  );
  await tx.query(
    `INSERT INTO unlinked_members (institution_id, user_id, role_ids, unlinked_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (institution_id, user_id) DO UPDATE SET role_ids = $3, unlinked_at = $4`,
    [institutionId, userId, roleIdsOf(roles), now],
  );
  return roles.join(', ');
}

/** Links or unlinks the user to group `group` (not 0); resolves whether anything changed. */
async function changeGroup(tx: Queryable, institutionId: number, userId: number, group: number, link: boolean, now: Date): Promise<boolean> {
  await requireGroup(tx, institutionId, group);
  await membershipId(tx, institutionId, userId, 0);
  if (link) {
    const added = await tx.query(
      `INSERT INTO memberships (user_id, institution_id, group_no, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, institution_id, group_no) DO NOTHING RETURNING id`,
      [userId, institutionId, group, now],
    );
    return added.length > 0;
  }
  const removed = await keepingAManager(tx, institutionId, () =>
    tx.query('DELETE FROM memberships WHERE institution_id = $1 AND user_id = $2 AND group_no = $3 RETURNING id', [institutionId, userId, group]),
  );
  return removed.length > 0;
}

async function applyLink(ctx: BaseContext, { session, institutionId, userId, link, group }: LinkRequest): Promise<PortalUser> {
  const { db, now } = ctx;
  let invited = false;
  await db.transaction(async (tx) => {
    await lockInstitution(tx, institutionId);
    const audit = (action: string, field: string, before: string | null, after: string | null, more: AuditChange[] = []) =>
      recordAudit(tx, { institutionId, actorId: session.userId, userId, action, changes: [{ field, before, after }, ...more], at: now });
    if (group !== 0) {
      const groupName = (await queryOne<{ name: string }>(tx, 'SELECT name FROM groups WHERE institution_id = $1 AND group_no = $2', [institutionId, group]))?.name ?? '';
      if (await changeGroup(tx, institutionId, userId, group, link, now)) {
        await audit(link ? 'group_linked' : 'group_unlinked', 'group', link ? null : groupName, link ? groupName : null);
      }
    } else if (link) {
      invited = await inviteAgain(tx, institutionId, userId, session.userId, now);
    } else {
      const roles = await unlinkFromInstitution(tx, institutionId, userId, now);
      await audit('user_unlinked', 'linked', 'yes', 'no', roles ? [{ field: 'roles', before: roles, after: null }] : []);
    }
  });
  if (invited) await queueInvitationMail(ctx, institutionId, userId, await fullName(db, session.userId));
  return findUser(db, institutionId, userId, group);
}

const userIdOf = (id: string) => {
  const userId = parseId(id);
  if (userId === null) throw new ApiError(404, serverReason.userNotFound);
  return userId;
};

export const linkUser = handler(userEndpoints.linkUser, (ctx) =>
  applyLink(ctx, { session: ctx.session, institutionId: ctx.member.institutionId, userId: userIdOf(ctx.params.id), link: ctx.query.link === '1', group: ctx.query.group }),
);

export const linkUserToGroup = handler(userEndpoints.linkUserToGroup, (ctx) =>
  applyLink(ctx, { session: ctx.session, institutionId: ctx.member.institutionId, userId: userIdOf(ctx.params.id), link: ctx.query.link === '1', group: ctx.query.group }),
);
