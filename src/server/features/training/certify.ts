/**
 * What passing the evaluator exam does (spec §7, issue 20 findings 5 and 6): evaluator status 2 in
 * the institution and a certificate with a code anyone can check, each written to the
 * institution's audit trail in the grading transaction.
 */
import { randomBytes } from 'node:crypto';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Member } from '../../access/member.ts';
import { queryOne, type Queryable } from '../../db/db.ts';

/** A code to print on a certificate: 16 letters and digits (80 random bits), easy to read aloud. */
export function verificationCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % 32]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/**
 * A passed attempt: evaluator status 2 in the institution and a certificate, each with a row in
 * the institution's audit trail, in the grading transaction. The certificate names the person as
 * the institution knew them when it enabled their training (memberships.holder_name), not as the
 * account reads today; only a status set outside the portal, with no such name, falls back to it.
 */
export async function certify(tx: Queryable, trainee: Member, attemptId: number, score: number, now: Date): Promise<void> {
  await tx.query('UPDATE memberships SET evaluator_status = 2 WHERE user_id = $1 AND institution_id = $2', [
    trainee.userId,
    trainee.institutionId,
  ]);
  const base = { institutionId: trainee.institutionId, actorId: trainee.userId, userId: trainee.userId, at: now };
  await recordAudit(tx, {
    ...base,
    action: 'exam_passed',
    changes: [
      { field: 'evaluator_status', before: String(trainee.evaluatorStatus), after: '2' },
      { field: 'score', before: null, after: String(score) },
    ],
  });
  const certificate = await queryOne<{ id: number; holder_name: string; verification_code: string }>(
    tx,
    `INSERT INTO certificates (user_id, institution_id, attempt_id, holder_name, institution_name, score, issued_at, verification_code)
     SELECT u.id, i.id, $3,
            coalesce((SELECT m.holder_name FROM memberships m
                      WHERE m.user_id = u.id AND m.institution_id = i.id AND m.holder_name IS NOT NULL
                      ORDER BY m.evaluator_status DESC, m.id LIMIT 1), u.name || ' ' || u.lastname),
            i.name, $4, $5, $6
     FROM users u, institutions i WHERE u.id = $1 AND i.id = $2
     RETURNING id, holder_name, verification_code`,
    [trainee.userId, trainee.institutionId, attemptId, score, now, verificationCode()],
  );
  if (!certificate) throw new Error('The certificate could not be issued');
  await recordAudit(tx, {
    ...base,
    action: 'certificate_issued',
    changes: [
      { field: 'certificate', before: null, after: String(certificate.id) },
      { field: 'holder_name', before: null, after: certificate.holder_name },
      { field: 'verification_code', before: null, after: certificate.verification_code },
    ],
  });
}
