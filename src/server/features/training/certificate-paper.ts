/**
 * GET paper/certificate_user/{id}: the QR code a printed certificate carries, of the verify page
 * for its code (issue 25). The caller's own certificates only; another's answers as missing.
 */
import { paperEndpoints } from '../../../contract/endpoints/paper.ts';
import { serverReason } from '../../../contract/messages.ts';
import { paperReasons } from '../../../contract/paper-reasons.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { paperRequestOf, verifyUrl } from '../../paper/paper-code.ts';
import { qrImage } from '../../paper/qr-image.ts';

export const getCertificatePaper = handler(paperEndpoints.getCertificatePaper, async ({ db, session, params, query, headers, publicUrl }) => {
  const id = parseId(params.id);
  const row =
    id === null
      ? null
      : await queryOne<{ verification_code: string }>(db, 'SELECT verification_code FROM certificates WHERE id = $1 AND user_id = $2', [
          id,
          session.userId,
        ]);
  if (!row) throw new ApiError(404, serverReason.certificateNotFound);
  const url = verifyUrl(query.portal_url, row.verification_code, paperRequestOf(publicUrl, headers));
  if (url === null) throw new ApiError(400, paperReasons.invalidPortalUrl);
  return { verification_code: row.verification_code, verify_url: url, qr_image: qrImage(url) };
});
