/**
 * POST portal_users/transfer_ownership/{id}: the owner hands the institution to another linked
 * user of it (spec §6). Atomic: under the institution's lock the caller is checked to still be the
 * owner, and the flag moves in one statement, so there is exactly one owner before and after, even
 * when two transfers arrive at once (the second finds the caller no longer owner). The database's
 * one-owner index (migration 6) backs this up.
 */
import { serverReason } from '../../../contract/messages.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { lockInstitution, membershipId } from './membership.ts';

export const transferOwnership = handler(userEndpoints.transferOwnership, async ({ db, session, member, params, now }) => {
  const { institutionId } = member;
  const target = parseId(params.id);
  return db.transaction(async (tx) => {
    await lockInstitution(tx, institutionId);
    const owner = await queryOne(tx, 'SELECT 1 AS found FROM memberships WHERE institution_id = $1 AND user_id = $2 AND is_owner', [
      institutionId,
      session.userId,
    ]);
    if (!owner) throw new ApiError(403, serverReason.badPermissions);
    if (target === null) throw new ApiError(404, serverReason.userNotFound);
    if (target === session.userId) throw new ApiError(409, serverReason.alreadyOwner);
    await membershipId(tx, institutionId, target, 0);
    // Two statements: the one-owner index is checked row by row, so the old flag goes first.
    await tx.query('UPDATE memberships SET is_owner = false WHERE institution_id = $1 AND is_owner', [institutionId]);
    await tx.query('UPDATE memberships SET is_owner = true WHERE institution_id = $1 AND user_id = $2 AND group_no = 0', [institutionId, target]);
    const owners = await tx.query<{ user_id: number }>('SELECT user_id FROM memberships WHERE institution_id = $1 AND is_owner', [institutionId]);
    if (owners.length !== 1 || owners[0]?.user_id !== target) throw new Error('Ownership transfer left the institution without exactly one owner');
    await recordAudit(tx, {
      institutionId,
      actorId: session.userId,
      userId: target,
      action: 'ownership_transferred',
      changes: [{ field: 'owner', before: String(session.userId), after: String(target) }],
      at: now,
    });
    return { owner_id: target };
  });
}, { changesSession: true });
