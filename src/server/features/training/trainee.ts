/**
 * Who may use training (spec §4, §6): a member of the session's institution who holds the
 * evaluator role there with evaluator status 1 (in training) or 2 (certified). Anyone else is
 * refused with 403 Bad permissions, whatever the portal shows.
 */
import { serverReason } from '../../../contract/messages.ts';
import type { Session } from '../../auth/session.ts';
import { ApiError } from '../../core/api-error.ts';
import { queryOne, type Queryable } from '../../db/db.ts';

export interface Trainee {
  userId: number;
  institutionId: number;
  /** 1: in training, 2: certified. */
  status: 1 | 2;
}

const standing = `
  SELECT max(m.evaluator_status)::int AS status,
         bool_or(EXISTS (
           SELECT 1 FROM membership_roles mr JOIN roles r ON r.keyid = mr.role_id
           WHERE mr.membership_id = m.id AND r.name = 'evaluator'
         )) AS evaluator
  FROM memberships m WHERE m.user_id = $1 AND m.institution_id = $2`;

/** The caller as a trainee, or throws 409 (no institution chosen) or 403 (not allowed). */
export async function requireTrainee(db: Queryable, session: Session): Promise<Trainee> {
  if (session.institutionId === null) throw new ApiError(409, serverReason.institutionNotChosen);
  const row = await queryOne<{ status: number | null; evaluator: boolean | null }>(db, standing, [session.userId, session.institutionId]);
  if (!row || row.evaluator !== true || (row.status !== 1 && row.status !== 2)) {
    throw new ApiError(403, serverReason.badPermissions);
  }
  return { userId: session.userId, institutionId: session.institutionId, status: row.status };
}
