/**
 * One's second factors, from My Account (issue 34): list them, add an authenticator app (its
 * secret shown once, as text and as a QR code, and kept only once a code from the app proves it
 * was set up) or a passkey (kept once its attestation holds), remove one, and make new recovery
 * codes. Each change to how one signs in asks the password again (OWASP ASVS 5.0 7.5.1),
 * throttled as sign-in is, and each added or removed factor is logged (`second_factor_added`,
 * `second_factor_removed`) and told to the person by mail.
 */
import { accountSecurityEndpoints } from '../../../contract/endpoints/account-security.ts';
import { serverReason } from '../../../contract/messages.ts';
import { confirmPassword } from '../../auth/confirm-password.ts';
import { seal, unseal } from '../../auth/factor-key.ts';
import { registrationOptions, registerPasskey } from '../../auth/passkeys.ts';
import { hasSecondFactor, newRecoveryCodeSet, recoveryCodesForNewFactor, recoveryCodesLeft, storeRecoveryCodes } from '../../auth/second-factor.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from '../../auth/totp.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { headerValue } from '../../core/headers.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { defaultProductName } from '../../mail/mail-queue.ts';
import { qrImage } from '../../paper/qr-image.ts';
import { queueSecurityNotice } from '../../auth/security-notice.ts';

interface FactorRow {
  id: number;
  kind: 'totp' | 'passkey';
  label: string;
  created_at: Date;
  last_used_at: Date | null;
}

export const listFactors = handler(accountSecurityEndpoints.listFactors, async ({ db, session }) => {
  const rows = await db.query<FactorRow>(
    'SELECT id, kind, label, created_at, last_used_at FROM user_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL ORDER BY id',
    [session.userId],
  );
  return {
    factors: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
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
  const codes = await recoveryCodesForNewFactor(db, session.userId);
  const answer = await db.transaction(async (tx) => {
    const needed = await codes.needed(tx);
    await tx.query('UPDATE user_factors SET confirmed_at = $2, last_step = $3, label = $4 WHERE id = $1', [id, now, step, body.label?.trim() || 'Authenticator app']);
    return needed ? codes.store(tx, now) : {};
  });
  ctx.log.info('second_factor_added', { user_id: session.userId, kind: 'totp' });
  await queueSecurityNotice(ctx, session.userId, 'factor_added');
  return answer;
});

export const startPasskey = handler(accountSecurityEndpoints.startPasskey, async ({ db, session, body, now, clientAddress, headers, passkeys }) => {
  await confirmPassword(db, session.userId, body.password, clientAddress, now);
  const user = await queryOne<{ email: string; name: string; lastname: string }>(db, 'SELECT email, name, lastname FROM users WHERE id = $1', [session.userId]);
  if (!user) throw new ApiError(401, serverReason.invalidToken, { userId: session.userId });
  return { options: await registrationOptions(db, passkeys, headerValue(headers, 'Origin'), { ...user, id: session.userId }, now) };
});

export const confirmPasskey = handler(accountSecurityEndpoints.confirmPasskey, async (ctx) => {
  const { db, session, body, now, passkeys } = ctx;
  const codes = await recoveryCodesForNewFactor(db, session.userId);
  const answer = await db.transaction(async (tx) => {
    const needed = await codes.needed(tx);
    const kept = await registerPasskey(tx, passkeys, session.userId, body.credential, body.label?.trim() || 'Passkey', now);
    if (!kept) return null;
    return { id: kept.id, ...(needed ? await codes.store(tx, now) : {}) };
  });
  if (!answer) throw new ApiError(400, serverReason.passkeyRefused);
  ctx.log.info('second_factor_added', { user_id: session.userId, kind: 'passkey' });
  await queueSecurityNotice(ctx, session.userId, 'passkey_added');
  return answer;
});

export const removeFactor = handler(accountSecurityEndpoints.removeFactor, async (ctx) => {
  const { db, session, params, body, now, clientAddress } = ctx;
  await confirmPassword(db, session.userId, body.password, clientAddress, now);
  const id = parseId(params.id);
  const answer = await db.transaction(async (tx) => {
    const removed = await tx.query<{ kind: string }>('DELETE FROM user_factors WHERE id = $1 AND user_id = $2 RETURNING kind', [id ?? 0, session.userId]);
    if (!removed.length) throw new ApiError(404, serverReason.factorNotFound);
    // Without a factor, recovery codes would recover nothing: they go with the last one.
    if (!(await hasSecondFactor(tx, session.userId))) await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [session.userId]);
    return { removed: removed.length, passkey: removed[0]?.kind === 'passkey' };
  });
  ctx.log.info('second_factor_removed', { user_id: session.userId, kind: answer.passkey ? 'passkey' : 'totp' });
  await queueSecurityNotice(ctx, session.userId, answer.passkey ? 'passkey_removed' : 'factor_removed');
  return { removed: answer.removed };
});

export const newRecoveryCodes = handler(accountSecurityEndpoints.newRecoveryCodes, async ({ db, session, body, now, clientAddress }) => {
  await confirmPassword(db, session.userId, body.password, clientAddress, now);
  if (!(await hasSecondFactor(db, session.userId))) throw new ApiError(409, serverReason.secondFactorRequired);
  const set = await newRecoveryCodeSet();
  return { recovery_codes: await db.transaction((tx) => storeRecoveryCodes(tx, session.userId, set, now)) };
});
