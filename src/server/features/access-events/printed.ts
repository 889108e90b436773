/**
 * POST access_events/report_printed_inst/{id}?version= and access_events/certificate_printed_user/{id}:
 * the portal says a report or a certificate was printed (its print action and `beforeprint`), and
 * the server writes the access event. A report is scoped like the report itself and must have a
 * report to print (a ready evaluation with that version; no version: the latest); a certificate
 * must be the caller's own. Anything else answers 404 and writes nothing.
 *
 * The notice is the portal's word, so a forged flood must not bury the real events (one user once
 * wrote 12,000 in 88 seconds):
 * - A repeat is counted, not stored: the same person printing the same report version (or
 *   certificate) again within `repeatMs` adds a copy to their event (`copies`, which the database
 *   lets grow and nothing else). Refusing it instead would lose a genuine reprint (a jammed
 *   printer) and make the portal show an error; a new row each time is what the flood exploited.
 *   A person's notices take turns (an advisory lock), so parallel ones are counted on one event.
 * - At most `perUser` notices per person in each window of `windowMs`, reports and certificates
 *   together, counted before anything else in `rate_limits` (auth/rate-limit.ts) so that every API
 *   process on one database shares the count. Beyond it, 429 with `Retry-After`. A person prints
 *   a few reports a minute at most; the limit only bounds what a script can write.
 */
import { accessEventEndpoints } from '../../../contract/endpoints/access-events.ts';
import { serverReason } from '../../../contract/messages.ts';
import { paperReasons } from '../../../contract/paper-reasons.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne, type Db } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { findEvaluation } from '../../evaluations/evaluation-rows.ts';
import { widestScope } from '../../access/scope.ts';
import type { RateLimit, RateLimits } from '../../auth/rate-limit.ts';
import { recordAccess, type AccessEvent } from '../../access-events/record-access.ts';

/** How often one person may tell prints, and the minutes in which a repeat counts a copy. */
export const printNoticeLimits = { perUser: 60, windowMs: 10 * 60 * 1000, repeatMs: 5 * 60 * 1000 } as const;

// Advisory lock class of a person's print notices (any constant; the same for every process).
const printLock = 7_240_651;

const perUser: RateLimit = {
  scope: 'print_notices_per_user',
  perWindow: printNoticeLimits.perUser,
  windowMs: printNoticeLimits.windowMs,
  reason: paperReasons.tooManyPrintNotices,
};

/** Counts one notice of `userId`; a 429 beyond the person's limit. */
function takeNotice(rateLimits: RateLimits, userId: number, now: Date): Promise<void> {
  return rateLimits.take(perUser, String(userId), now.getTime());
}

/** Writes a print event, or adds a copy to the person's event of the same print within `repeatMs`. */
async function recordPrint(db: Db, event: AccessEvent): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [printLock, event.userId]);
    const repeated = await queryOne<{ id: number | string }>(
      tx,
      `SELECT id FROM access_events
       WHERE action = 'printed' AND user_id = $1 AND target_id = $2 AND target_kind = $3
         AND version IS NOT DISTINCT FROM $4::int AND institution_id IS NOT DISTINCT FROM $5::int AND at > $6
       ORDER BY id DESC LIMIT 1`,
      [event.userId, event.targetId, event.target, event.version ?? null, event.institutionId, new Date(event.at.getTime() - printNoticeLimits.repeatMs)],
    );
    if (repeated) await tx.query('UPDATE access_events SET copies = copies + 1 WHERE id = $1', [repeated.id]);
    else await recordAccess(tx, event);
  });
}

/** The report version a print of `evaluationId` is of; 404 when it has none to print. */
async function printedVersion(db: Db, evaluationId: number, ready: boolean, asked: number | undefined): Promise<number> {
  const row = await queryOne<{ version: number | null }>(
    db,
    `SELECT max(version)::int AS version FROM report_versions WHERE evaluation_id = $1 AND ($2::int IS NULL OR version = $2::int)`,
    [evaluationId, asked ?? null],
  );
  if (asked !== undefined && row?.version == null) throw new ApiError(404, serverReason.reportVersionNotFound);
  if (!ready || row?.version == null) throw new ApiError(404, paperReasons.reportNotPrintable);
  return row.version;
}

export const recordReportPrinted = handler(accessEventEndpoints.recordReportPrinted, async ({ db, member, params, query, now, rateLimits }) => {
  await takeNotice(rateLimits, member.userId, now);
  const id = parseId(params.id);
  const evaluation = id === null ? null : await findEvaluation(db, widestScope(member, 'get_evaluation_report_inst'), id);
  if (!evaluation) throw new ApiError(404, serverReason.evaluationNotFound);
  const version = await printedVersion(db, evaluation.keyid, evaluation.status === 'ready', query.version);
  await recordPrint(db, {
    at: now,
    institutionId: member.institutionId,
    userId: member.userId,
    action: 'printed',
    target: 'report',
    targetId: evaluation.keyid,
    subjectId: evaluation.subject_id,
    subjectCode: evaluation.subject_code,
    version,
  });
  return undefined;
});

export const recordCertificatePrinted = handler(accessEventEndpoints.recordCertificatePrinted, async ({ db, session, params, now, rateLimits }) => {
  await takeNotice(rateLimits, session.userId, now);
  const id = parseId(params.id);
  const row =
    id === null
      ? null
      : await queryOne<{ id: number; institution_id: number | null }>(db, 'SELECT id, institution_id FROM certificates WHERE id = $1 AND user_id = $2', [
          id,
          session.userId,
        ]);
  if (!row) throw new ApiError(404, serverReason.certificateNotFound);
  await recordPrint(db, {
    at: now,
    institutionId: row.institution_id,
    userId: session.userId,
    action: 'printed',
    target: 'certificate',
    targetId: row.id,
    subjectId: null,
    subjectCode: null,
  });
  return undefined;
});
