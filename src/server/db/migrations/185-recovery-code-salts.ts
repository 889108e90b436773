/**
 * Migration 185 (issue 34, OWASP ASVS 5.0 6.5.2): recovery codes hashed as passwords are.
 * - `recovery_codes.salt`: the random salt of the person's set, the same on its ten rows; each
 *   `code_hash` is then the password hash (auth/passwords.ts, `scrypt:N:r:p:<key>`) of the code
 *   under it, so one typed code costs one slow hash. Null on codes issued before: their hash stays
 *   the plain SHA-256 and they keep working, each once, until the person makes a new set.
 */
import type { Migration } from '../migration.ts';

export const recoveryCodeSaltsMigration: Migration = {
  version: 185,
  name: 'recovery-code-salts',
  statements: [`ALTER TABLE recovery_codes ADD COLUMN salt text CHECK (char_length(salt) <= 64)`],
};
