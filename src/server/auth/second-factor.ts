/**
 * A person's second factors (issue 34): authenticator apps (totp.ts, secrets sealed with
 * factor-key.ts), passkeys (passkeys.ts) and recovery codes (hashed as passwords are). What
 * sign-in and My Account ask of them.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { unseal } from './factor-key.ts';
import { hashWithSalt, newPasswordSalt } from './passwords.ts';
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

/** A code as typed, whatever the case, dashes or spaces, as its ten characters; null when it cannot be one. */
function recoveryCodeText(code: string): string | null {
  if (code.length > 32) return null;
  const text = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-hjkmnp-z2-9]{10}$/.test(text) ? text : null;
}

/** How codes issued before migration 185 are stored (no salt): the SHA-256 of their characters. */
export function legacyRecoveryCodeHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * A new set of codes, to be shown once, and what is stored of them: each code hashed with the
 * password hashing function (passwords.ts) under one random salt for the whole set, kept beside it
 * (OWASP ASVS 5.0 6.5.2: about 49 bits each, fewer than the 112 that a plain hash would need). One
 * salt per set, not per code, so that checking a typed code costs one slow hash, not ten: the
 * typed code is hashed once with the set's salt and looked up.
 */
export interface RecoveryCodeSet {
  codes: string[];
  salt: string;
  hashes: string[];
}

/** Makes a set before any transaction, so no database connection waits on ten slow hashes. */
export async function newRecoveryCodeSet(): Promise<RecoveryCodeSet> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const salt = newPasswordSalt();
  const hashes = await Promise.all(codes.map((code) => hashWithSalt(recoveryCodeText(code)!, salt)));
  return { codes, salt, hashes };
}

/**
 * For a factor about to be added: the first one brings recovery codes (the way back in when it is
 * lost), as does any while none are left. Their slow hashes are made here, before the transaction,
 * when they will likely be needed; `store` then keeps them within it if they still are (made there
 * only in a race), answering the codes to show once.
 */
export async function recoveryCodesForNewFactor(db: Queryable, userId: number) {
  const needed = async (q: Queryable) => !(await hasSecondFactor(q, userId)) || (await recoveryCodesLeft(q, userId)) === 0;
  const prepared = (await needed(db)) ? await newRecoveryCodeSet() : null;
  return {
    /** Whether the codes are still needed, asked within the transaction before the factor is written. */
    needed,
    async store(tx: Queryable, now: Date): Promise<{ recovery_codes: string[] }> {
      return { recovery_codes: await storeRecoveryCodes(tx, userId, prepared ?? (await newRecoveryCodeSet()), now) };
    },
  };
}

/** Gives the person `set`; the old set, whatever its form, stops working. */
export async function storeRecoveryCodes(db: Queryable, userId: number, set: RecoveryCodeSet, now: Date): Promise<string[]> {
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  for (const hash of set.hashes) {
    await db.query('INSERT INTO recovery_codes (user_id, code_hash, salt, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [userId, hash, set.salt, now]);
  }
  return set.codes;
}

/**
 * Spends `code` if it is one of the person's unspent recovery codes: one slow hash with the salt of
 * their set (a set from before migration 185 is checked with its plain SHA-256 until replaced),
 * then one statement that marks it spent, so two processes cannot both accept it.
 */
export async function spendRecoveryCode(db: Queryable, userId: number, code: string, now: Date): Promise<boolean> {
  const text = recoveryCodeText(code);
  if (text === null) return false;
  const sets = await db.query<{ salt: string | null; code_hash: string }>(
    'SELECT DISTINCT ON (salt) salt, code_hash FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  for (const set of sets) {
    const hash = set.salt === null ? legacyRecoveryCodeHash(text) : await hashWithSalt(text, set.salt, set.code_hash);
    const rows = await db.query(
      'UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id',
      [userId, hash, now],
    );
    if (rows.length) return true;
  }
  return false;
}
