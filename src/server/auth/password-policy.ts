/**
 * What a new password must not be, besides its length (OWASP ASVS 5.0 6.2.4, 6.1.2, 6.2.11; NIST
 * SP 800-63B 3.1.1.2): one of the most common passwords, or made of the words of its context (the
 * product's name, "portal", the institution's name, the person's name and email). Applied to every
 * password a person or a user manager chooses (registration, change, reset, a new member's); never
 * to the password typed to sign in, so nobody is locked out of an account whose old password
 * would be refused today.
 *
 * The list is `passwords-common` of @zxcvbn-ts/language-common (MIT, docs/dependencies.md): 49,233
 * passwords ranked from public breach corpora, shipped with the server, loaded on the first check
 * (about 0.1 s, 10 MB) and kept; the server never asks a service on the network. The portal never
 * loads it: the server's answer is a field issue (`guessable`), which the portal words.
 */
import { fieldsRefused } from '../core/api-error.ts';
import type { Queryable } from '../db/db.ts';

let common: Promise<ReadonlySet<string>> | null = null;

/** The common passwords, lower case. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  const pending = (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));
  // A failed load is tried again at the next check rather than kept.
  pending.catch(() => {
    if (common === pending) common = null;
  });
  return pending;
}

/** Lower case, without accents: "Júlia" and "julia" are the same word here. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words around a password that it must not be made of. */
export interface PasswordContext {
  /** The product's name as people see it (config.json's productName). */
  productName: string;
  /** The person's first and last names. */
  names: readonly string[];
  /** The person's email addresses (the local part and the domain's labels count as words). */
  emails: readonly string[];
  /** The names of the institutions the password is chosen in or for. */
  institutions: readonly string[];
}

/** Every context word of at least three letters (two for an email's domain labels), longest first. */
export function contextWords(context: PasswordContext): string[] {
  const words = new Set<string>(['portal']);
  const add = (text: string, least = 3) => {
    for (const word of fold(text).split(/[^\p{L}\p{N}]+/u)) if (word.length >= least) words.add(word);
  };
  for (const text of [context.productName, ...context.names, ...context.institutions]) add(text);
  for (const email of context.emails) {
    const at = email.lastIndexOf('@');
    const local = at < 0 ? email : email.slice(0, at);
    add(local);
    words.add(fold(local).replace(/[^\p{L}\p{N}]+/gu, ''));
    for (const label of email.slice(at + 1).split('.')) add(label, 2);
  }
  words.delete('');
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * Whether `password` is too easy to guess: it is a common password (whatever its case); or its
 * letters, without the digits and signs around them, are one ("Summer2026!"); or once the context's
 * words are taken out of those letters, nothing is left ("Norte2026!" at Hospital Norte,
 * "ana.silva1990" for Ana Silva) or only a common password ("AnaQwerty1").
 */
export async function isGuessablePassword(password: string, context: PasswordContext): Promise<boolean> {
  const list = await commonPasswords();
  const folded = fold(password);
  if (list.has(password.toLowerCase()) || list.has(folded)) return true;
  const letters = folded.replace(/[^\p{L}]+/gu, '');
  if (letters.length >= 4 && list.has(letters)) return true;
  let rest = letters;
  for (const word of contextWords(context)) rest = rest.replaceAll(word.replace(/\P{L}+/gu, ''), '');
  if (rest === letters) return false;
  return rest.length === 0 || list.has(rest);
}

/** The context of an existing account: its names, email and the institutions it belongs to. */
export async function accountPasswordContext(db: Queryable, userId: number, productName: string): Promise<PasswordContext> {
  const rows = await db.query<{ email: string; name: string; lastname: string; institution: string | null }>(
    `SELECT u.email, u.name, u.lastname, i.name AS institution
       FROM users u
       LEFT JOIN memberships m ON m.user_id = u.id
       LEFT JOIN institutions i ON i.id = m.institution_id
      WHERE u.id = $1`,
    [userId],
  );
  const first = rows[0];
  return {
    productName,
    names: first ? [first.name, first.lastname] : [],
    emails: first ? [first.email] : [],
    institutions: [...new Set(rows.map((row) => row.institution).filter((name): name is string => !!name))],
  };
}

/** Refuses (400, a `guessable` issue at `field`) a new password that is too easy to guess. */
export async function refuseGuessablePassword(field: string, password: string, context: PasswordContext): Promise<void> {
  if (await isGuessablePassword(password, context)) throw fieldsRefused([{ field, code: 'guessable' }]);
}
