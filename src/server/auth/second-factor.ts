/**
 * A person's second factors (issue 34): authenticator apps (totp.ts, secrets sealed with
 * factor-key.ts), passkeys (passkeys.ts) and recovery codes. What sign-in and My Account ask of them.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { unseal } from './factor-key.ts';
import { matchTotp } from './totp.ts';

export const recoveryCodeCount = 10;

interface FactorRow {
  id: number;
  secret_sealed: string;
  last_step: string | number | null;
}

/** Whether the person must give a second factor at sign-in: they have a confirmed one. */
export async function hasSecondFactor(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 AS found FROM user_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL LIMIT 1', [userId]);
  return rows.length > 0;
}

/** The ways the person can give the second step: their kinds of factor, and recovery codes while any are left. */
export async function secondStepWays(db: Queryable, userId: number): Promise<('totp' | 'passkey' | 'recovery')[]> {
  const rows = await db.query<{ kind: 'totp' | 'passkey' }>(
    'SELECT DISTINCT kind FROM user_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL ORDER BY kind',
    [userId],
  );
  const ways: ('totp' | 'passkey' | 'recovery')[] = rows.map((row) => row.kind);
  if ((await recoveryCodesLeft(db, userId)) > 0) ways.push('recovery');
  return ways;
}

/**
 * After a factor is added: the first one brings ten recovery codes (the way back in when it is
 * lost), as does any while none are left. Returns the new codes, to be shown once, or nothing.
 */
export async function recoveryCodesForNewFactor(db: Queryable, userId: number, firstFactor: boolean, now: Date): Promise<{ recovery_codes?: string[] }> {
  if (firstFactor || (await recoveryCodesLeft(db, userId)) === 0) return { recovery_codes: await replaceRecoveryCodes(db, userId, now) };
  return {};
}

/** How many unspent recovery codes the person holds. */
export async function recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ left: number }>('SELECT count(*)::int AS left FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return rows[0]?.left ?? 0;
}

/**
 * Accepts `code` from one of the person's confirmed apps: true when it matched a step later than
 * that app's last, which is then recorded, in one statement, so two processes cannot both accept it.
 */
export async function acceptTotp(db: Queryable, key: Buffer, userId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db.query<FactorRow>(
    "SELECT id, secret_sealed, last_step FROM user_factors WHERE user_id = $1 AND kind = 'totp' AND confirmed_at IS NOT NULL ORDER BY id",
    [userId],
  );
  for (const row of rows) {
    const step = matchTotp(unseal(key, row.secret_sealed, String(userId)), code, now, row.last_step === null ? null : Number(row.last_step));
    if (step === null) continue;
    const taken = await db.query(
      'UPDATE user_factors SET last_step = $2, last_used_at = $3 WHERE id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING id',
      [row.id, step, now],
    );
    if (taken.length) return true;
  }
  return false;
}

// No 0/1/o/l/i: a code read off paper is typed back without doubt.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as the person sees it: ten characters in two groups of five (49 random bits). */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += recoveryAlphabet[randomInt(recoveryAlphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What is stored of a recovery code: the SHA-256 of its characters, whatever the case, dashes or spaces typed. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, ''), 'utf8').digest('hex');
}

/** A new set of codes for the person; the old set stops working. Returns the codes, to be shown once. */
export async function replaceRecoveryCodes(db: Queryable, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  for (const code of codes) {
    await db.query('INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, recoveryCodeHash(code), now]);
  }
  return codes;
}

/** Spends `code` if it is one of the person's unspent recovery codes. */
export async function spendRecoveryCode(db: Queryable, userId: number, code: string, now: Date): Promise<boolean> {
  if (code.length > 32) return false;
  const rows = await db.query(
    'UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id',
    [userId, recoveryCodeHash(code), now],
  );
  return rows.length > 0;
}
