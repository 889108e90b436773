/**
 * The request pipeline's access decision (contract/access.ts): before a handler runs, the
 * caller's membership of the session's institution is read once and the endpoint's declared rule
 * decides. A refusal never reaches the handler; a handler of a member endpoint gets the member.
 */
import { refusalOf, type Access, type Refusal } from '../../contract/access.ts';
import { serverReason } from '../../contract/messages.ts';
import type { Session } from '../auth/session.ts';
import { ApiError } from '../core/api-error.ts';
import { parseId } from '../core/ids.ts';
import { readOne, type Queryable } from '../db/db.ts';
import { loadMember, type Member } from './member.ts';

const refusals: Readonly<Record<Refusal, () => ApiError>> = {
  'bad-permissions': () => new ApiError(403, serverReason.badPermissions),
  'institution-not-chosen': () => new ApiError(409, serverReason.institutionNotChosen),
  'terms-not-accepted': () => new ApiError(403, serverReason.termsNotAccepted),
  'second-factor-required': () => new ApiError(403, serverReason.secondFactorRequiredHere),
};

/** Whether `userId` owns the institution. */
async function ownsInstitution(db: Queryable, institutionId: number, userId: number): Promise<boolean> {
  return (await readOne(db, 'SELECT 1 AS found FROM memberships WHERE institution_id = $1 AND user_id = $2 AND is_owner', [institutionId, userId])) !== null;
}

/**
 * Admits the caller of an endpoint of `access`, or throws its refusal. Resolves the caller as a
 * member of the session's institution for a member endpoint, null otherwise.
 */
export async function admit(
  db: Queryable,
  access: Access,
  session: Session | null,
  params: Readonly<Record<string, string>>,
): Promise<Member | null> {
  if (access.caller === 'anyone' || !session) return null;
  const member =
    access.caller === 'member' && session.institutionId !== null
      ? await loadMember(db, session.userId, session.institutionId, session.groupNo ?? 0)
      : null;
  const refusal = refusalOf(access, { isAdmin: session.isAdmin, member });
  if (refusal) throw refusals[refusal]();
  if (access.caller !== 'member' || !member) return null;
  if (access.ownerProtected) {
    const target = parseId(params.id);
    if (target !== null && target !== session.userId && (await ownsInstitution(db, member.institutionId, target))) {
      throw new ApiError(403, serverReason.ownerProtected);
    }
  }
  return member;
}
