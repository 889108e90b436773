/**
 * One's second factors, from My Account (issue 34): list them, add an authenticator app (its
 * secret shown once, as text and as a QR code, and kept only once a code from the app proves it
 * was set up), remove one, and make new recovery codes. Each change to how one signs in asks the
 * password again (OWASP ASVS 5.0 7.5.1), throttled as sign-in is.
 */
import { accountSecurityEndpoints } from '../../../contract/endpoints/account-security.ts';
import { serverReason } from '../../../contract/messages.ts';
import { confirmPassword } from '../../auth/confirm-password.ts';
import { seal, unseal } from '../../auth/factor-key.ts';
import { hasSecondFactor, newRecoveryCodeSet, recoveryCodesLeft, storeRecoveryCodes } from '../../auth/second-factor.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from '../../auth/totp.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne, type Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { defaultProductName } from '../../mail/mail-queue.ts';
import { qrImage } from '../../paper/qr-image.ts';
import { queueSecurityNotice } from '../../auth/security-notice.ts';

interface FactorRow {
  id: number;
  label: string;
  created_at: Date;
  last_used_at: Date | null;
}

export const listFactors = handler(accountSecurityEndpoints.listFactors, async ({ db, session }) => {
  const rows = await db.query<FactorRow>(
    'SELECT id, label, created_at, last_used_at FROM user_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL ORDER BY id',
    [session.userId],
  );
  return {
    factors: rows.map((row) => ({
      id: row.id,
      kind: 'totp' as const,
      label: row.label,
      created_at: row.created_at.toISOString(),
      last_used_at: row.last_used_at?.toISOString() ?? null,
    })),
    recovery_codes_left: await recoveryCodesLeft(db, session.userId),
  };
});

export const startTotp = handler(accountSecurityEndpoints.startTotp, async ({ db, session, body, now, clientAddress, factorKey }) => {
  await confirmPassword(db, session.userId, body.password, clientAddress, now);
  const user = await queryOne<{ email: string }>(db, 'SELECT email FROM users WHERE id = $1', [session.userId]);
  if (!user) throw new ApiError(401, serverReason.invalidToken, { userId: session.userId });
  const secret = newTotpSecret();
  // One app being set up at a time: an earlier attempt left unconfirmed is replaced.
  await db.query('DELETE FROM user_factors WHERE user_id = $1 AND confirmed_at IS NULL', [session.userId]);
  const rows = await db.query<{ id: number }>(
    'INSERT INTO user_factors (user_id, kind, secret_sealed, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [session.userId, 'totp', seal(factorKey, secret, String(session.userId)), now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('user_factors insert returned no row');
  const uri = otpauthUri(defaultProductName, user.email, secret);
  return { factor_id: id, secret: base32Encode(secret), uri, qr: qrImage(uri) };
});

export const confirmTotp = handler(accountSecurityEndpoints.confirmTotp, async (ctx) => {
  const { db, session, params, body, now, factorKey } = ctx;
  const id = parseId(params.id);
  const row =
    id === null
      ? null
      : await queryOne<{ secret_sealed: string }>(db, 'SELECT secret_sealed FROM user_factors WHERE id = $1 AND user_id = $2 AND confirmed_at IS NULL', [id, session.userId]);
  if (!row || id === null) throw new ApiError(404, serverReason.factorNotFound);
  const step = matchTotp(unseal(factorKey, row.secret_sealed, String(session.userId)), body.code, now, null);
  if (step === null) throw new ApiError(400, serverReason.wrongSecondFactorCode);
  // The first factor brings the way back in when the phone is lost. The codes' slow hashes are
  // made before the transaction when they will likely be needed, and within it only in a race.
  const needsCodes = async (q: Queryable) => !(await hasSecondFactor(q, session.userId)) || (await recoveryCodesLeft(q, session.userId)) === 0;
  const prepared = (await needsCodes(db)) ? await newRecoveryCodeSet() : null;
  const answer = await db.transaction(async (tx) => {
    const needed = await needsCodes(tx);
    await tx.query('UPDATE user_factors SET confirmed_at = $2, last_step = $3, label = $4 WHERE id = $1', [id, now, step, body.label?.trim() || 'Authenticator app']);
    if (needed) return { recovery_codes: await storeRecoveryCodes(tx, session.userId, prepared ?? (await newRecoveryCodeSet()), now) };
    return {};
  });
  await queueSecurityNotice(ctx, session.userId, 'factor_added');
  return answer;
});

export const removeFactor = handler(accountSecurityEndpoints.removeFactor, async (ctx) => {
  const { db, session, params, body, now, clientAddress } = ctx;
  await confirmPassword(db, session.userId, body.password, clientAddress, now);
  const id = parseId(params.id);
  const answer = await db.transaction(async (tx) => {
    const removed = await tx.query('DELETE FROM user_factors WHERE id = $1 AND user_id = $2 RETURNING id', [id ?? 0, session.userId]);
    if (!removed.length) throw new ApiError(404, serverReason.factorNotFound);
    // Without a factor, recovery codes would recover nothing: they go with the last one.
    if (!(await hasSecondFactor(tx, session.userId))) await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [session.userId]);
    return { removed: removed.length };
  });
  await queueSecurityNotice(ctx, session.userId, 'factor_removed');
  return answer;
});

export const newRecoveryCodes = handler(accountSecurityEndpoints.newRecoveryCodes, async ({ db, session, body, now, clientAddress }) => {
  await confirmPassword(db, session.userId, body.password, clientAddress, now);
  if (!(await hasSecondFactor(db, session.userId))) throw new ApiError(409, serverReason.secondFactorRequired);
  const set = await newRecoveryCodeSet();
  return { recovery_codes: await db.transaction((tx) => storeRecoveryCodes(tx, session.userId, set, now)) };
});
