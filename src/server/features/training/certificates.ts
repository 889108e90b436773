/**
 * Certificates (spec §7): the caller's own, listed and opened one by one; and the public check of
 * a printed certificate's verification code, which answers the holder, institution and date.
 */
import { trainingEndpoints } from '../../../contract/endpoints/training.ts';
import { serverReason } from '../../../contract/messages.ts';
import { buildPath } from '../../../contract/endpoints/define.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';

interface CertificateRow {
  id: number;
  holder_name: string;
  institution_name: string;
  issued_at: Date;
  score: number;
  verification_code: string;
}

export const listCertificates = handler(trainingEndpoints.listCertificates, async ({ db, session }) => {
  const rows = await db.query<CertificateRow>(
    `SELECT id, institution_name, issued_at, score, verification_code FROM certificates
     WHERE user_id = $1 ORDER BY issued_at DESC, id DESC`,
    [session.userId],
  );
  return {
    certificates: rows.map((row) => ({
      id: row.id,
      issued_at: row.issued_at.toISOString(),
      institution_name: row.institution_name,
      score: row.score,
      verification_code: row.verification_code,
    })),
    total_rows: rows.length,
  };
});

export const getCertificate = handler(trainingEndpoints.getCertificate, async ({ db, session, params }) => {
  const id = parseId(params.id);
  // Someone else's certificate answers as if it did not exist.
  const row =
    id === null
      ? null
      : await queryOne<CertificateRow>(
          db,
          'SELECT id, holder_name, institution_name, issued_at, score, verification_code FROM certificates WHERE id = $1 AND user_id = $2',
          [id, session.userId],
        );
  if (!row) throw new ApiError(404, serverReason.certificateNotFound);
  return {
    id: row.id,
    holder_name: row.holder_name,
    institution_name: row.institution_name,
    issued_at: row.issued_at.toISOString(),
    score: row.score,
    verification_code: row.verification_code,
    verify_path: buildPath(trainingEndpoints.verifyCertificate, { id: row.verification_code }),
  };
});

export const verifyCertificate = handler(
  trainingEndpoints.verifyCertificate,
  async ({ db, params }) => {
    const code = params.id.trim().toUpperCase();
    const row = /^[A-Z0-9-]{4,40}$/.test(code)
      ? await queryOne<CertificateRow>(
          db,
          'SELECT holder_name, institution_name, issued_at FROM certificates WHERE verification_code = $1',
          [code],
        )
      : null;
    if (!row) throw new ApiError(404, serverReason.certificateNotFound);
    return { valid: true, holder_name: row.holder_name, institution_name: row.institution_name, issued_at: row.issued_at.toISOString() };
  },
  // Codes are not guessable (80 random bits), and the per-address limit keeps anyone from trying.
  { rateLimited: 'code_checks' },
);
