/**
 * GET paper/verify/{code}: the public check of a printed report's or certificate's code (issue 25).
 * It says what was issued and whether it still stands, never a clinical value: for a report the
 * institution, evaluation date, version printed, newest version and fingerprint; for a
 * certificate the holder, institution, date and status. Counted against the caller's per-minute
 * limit like the certificate check, so codes (80 and 100 random bits) cannot be tried in bulk.
 */
import { paperEndpoints } from '../../../contract/endpoints/paper.ts';
import { serverReason } from '../../../contract/messages.ts';
import { paperReasons } from '../../../contract/paper-reasons.ts';
import type { PaperCheck } from '../../../contract/schemas/access-events.ts';
import { ApiError } from '../../core/api-error.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { normalisedCode } from '../../paper/paper-code.ts';

interface ReportPaperRow {
  institution_name: string | null;
  issued_at: Date;
  evaluated_at: Date;
  version: number;
  latest_version: number;
  fingerprint: string;
}

interface CertificateRow {
  holder_name: string;
  institution_name: string;
  issued_at: Date;
}

export const verifyPaper = handler(
  paperEndpoints.verifyPaper,
  async ({ db, params }): Promise<PaperCheck> => {
    const code = normalisedCode(params.id);
    if (code === null) throw new ApiError(404, paperReasons.paperNotFound);
    const report = await queryOne<ReportPaperRow>(
      db,
      `SELECT i.name AS institution_name, p.issued_at, e.evaluated_at, p.version, p.fingerprint,
              (SELECT max(v.version) FROM report_versions v WHERE v.evaluation_id = e.id)::int AS latest_version
       FROM report_papers p JOIN evaluations e ON e.id = p.evaluation_id LEFT JOIN institutions i ON i.id = e.institution_id
       WHERE p.code = $1`,
      [code],
    );
    if (report) {
      return {
        kind: 'report',
        institution_name: report.institution_name ?? '',
        issued_at: new Date(report.issued_at).toISOString(),
        holder_name: null,
        status: report.latest_version > report.version ? 'superseded' : 'current',
        evaluated_at: new Date(report.evaluated_at).toISOString(),
        version: report.version,
        latest_version: report.latest_version,
        fingerprint: report.fingerprint,
      };
    }
    const certificate = await queryOne<CertificateRow>(
      db,
      'SELECT holder_name, institution_name, issued_at FROM certificates WHERE verification_code = $1',
      [code],
    );
    if (!certificate) throw new ApiError(404, paperReasons.paperNotFound);
    return {
      kind: 'certificate',
      institution_name: certificate.institution_name,
      issued_at: new Date(certificate.issued_at).toISOString(),
      holder_name: certificate.holder_name,
      status: 'valid',
      evaluated_at: null,
      version: null,
      latest_version: null,
      fingerprint: null,
    };
  },
  { rateLimited: 'code_checks' },
);
