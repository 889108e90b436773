/**
 * GET paper/report_inst/{id}: the verification code, fingerprint and QR code a printed report
 * carries (issue 25, "Paper anyone can check"). Scoped like the report: the whole institution with
 * get_evaluation_report_inst, else the caller's own subjects; demonstration reports are not paper
 * anyone could check. The fingerprint is SHA-256 of the report as printed (version, language,
 * presentation and content, with the options the portal prints with); each distinct printed
 * content gets its own code, issued once and then reused.
 */
import { paperEndpoints } from '../../../contract/endpoints/paper.ts';
import { serverReason } from '../../../contract/messages.ts';
import { paperReasons } from '../../../contract/paper-reasons.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { findEvaluation } from '../../evaluations/evaluation-rows.ts';
import { widestScope } from '../../access/scope.ts';
import { fingerprintOf, paperRequestOf, reportPaperCode, verifyUrl } from '../../paper/paper-code.ts';
import { qrImage } from '../../paper/qr-image.ts';
import { reportAnswerOf } from './get-report.ts';

export const getReportPaper = handler(paperEndpoints.getReportPaper, async ({ db, member, params, query, now, headers, publicUrl }) => {
  const id = parseId(params.id);
  const evaluation = id === null ? null : await findEvaluation(db, widestScope(member, 'get_evaluation_report_inst'), id);
  if (!evaluation) throw new ApiError(404, serverReason.evaluationNotFound);
  const { portal_url: portalUrl, ...options } = query;
  const answer = await reportAnswerOf(db, evaluation, options);
  if (answer.version === null || answer.variation === null || answer.report === null) {
    throw new ApiError(404, paperReasons.reportNotPrintable);
  }
  // What prints: the report of that version, language and presentation (not the list of versions,
  // which grows when a newer one comes and would change an unchanged paper's fingerprint).
  const fingerprint = fingerprintOf(JSON.stringify({ version: answer.version, lang: answer.lang, variation: answer.variation, report: answer.report }));
  // ON CONFLICT: the same content printed again keeps its first code.
  await db.query(
    `INSERT INTO report_papers (code, evaluation_id, version, lang, variation, fingerprint, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (evaluation_id, version, lang, variation, fingerprint) DO NOTHING`,
    [reportPaperCode(), evaluation.keyid, answer.version, answer.lang, answer.variation, fingerprint, now],
  );
  const paper = await queryOne<{ code: string }>(
    db,
    'SELECT code FROM report_papers WHERE evaluation_id = $1 AND version = $2 AND lang = $3 AND variation = $4 AND fingerprint = $5',
    [evaluation.keyid, answer.version, answer.lang, answer.variation, fingerprint],
  );
  if (!paper) throw new ApiError(500, serverReason.internal);
  const url = verifyUrl(portalUrl, paper.code, paperRequestOf(publicUrl, headers));
  if (url === null) throw new ApiError(400, paperReasons.invalidPortalUrl);
  return { verification_code: paper.code, fingerprint, verify_url: url, qr_image: qrImage(url) };
});
