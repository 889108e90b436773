/**
 * The server's rules for credentials that no schema can state: how emails are keyed, and which
 * addresses look like one another.
 *
 * An email is normalised once, here, by one rule (trim, Unicode NFC, JavaScript's lower-casing,
 * NFC again), and the result is stored in `users.email_key`, which every lookup compares with.
 * The database's own lower() is never used for matching: it lower-cases by the database's locale
 * and differs from JavaScript for letters such as `İ`, so an account could be registered under one
 * spelling and not found under the same one at sign-in.
 */
import type { Queryable } from '../db/db.ts';

export { maxEmailLength } from '../../contract/schemas/auth.ts';

/** The normalised email that keys accounts, sign-in throttling and reset mail. */
export function emailKey(email: string): string {
  return email.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

// Letters of other scripts (and a few Latin ones) drawn like a plain Latin letter.
const confusables: Readonly<Record<string, string>> = {
  // Latin
  ı: 'i', ȷ: 'j', ɡ: 'g', ɩ: 'i', ɪ: 'i', ʟ: 'l', ℓ: 'l', ſ: 's', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ħ: 'h', ł: 'l',
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', һ: 'h', і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't',
  у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ү: 'y', ӏ: 'l',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ϳ: 'j',
};

/**
 * The look-alike skeleton of an email key: compatibility forms folded (full-width letters), marks
 * removed (the dot of `i̇`, accents), and letters of other scripts that look like Latin ones
 * mapped to them. Two different emails with one skeleton could be mistaken for each other.
 */
export function emailSkeleton(key: string): string {
  const folded = key.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  let out = '';
  for (const char of folded) out += confusables[char] ?? char;
  return out;
}

/**
 * Fills `email_key` and `email_skeleton` of accounts stored before they existed (migration 3),
 * by the one rule above. Runs at every start; it does nothing once every row has them.
 */
export async function fillEmailKeys(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE email_key IS NULL OR email_skeleton IS NULL',
  );
  for (const row of rows) {
    const key = emailKey(row.email);
    await db.query('UPDATE users SET email_key = $2, email_skeleton = $3 WHERE id = $1', [row.id, key, emailSkeleton(key)]);
  }
  return rows.length;
}
