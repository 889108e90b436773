/**
 * Migration 181 (issue 34, a second factor):
 * - `user_factors`: a person's authenticator apps. The secret is sealed (auth/factor-key.ts), bound
 *   to its user; `last_step` is the last 30-second step whose code was accepted, so no code is good
 *   twice; `confirmed_at` is null until the person typed a code from the app (an unconfirmed one
 *   counts for nothing and is replaced by the next attempt).
 * - `recovery_codes`: ten per person, stored as SHA-256 hashes (each is 50 random bits, so a slow
 *   hash would add nothing a copy could not guess faster), each spent once.
 * - `sessions.stage`: `full`, or `second_step` for the five minutes between a right password and
 *   the second factor, when the token opens nothing but the second step.
 * - `institutions.second_factor_required`: the institution's rule that its members sign in with a
 *   second factor; a member without one reads nothing of it until they add one.
 */
import type { Migration } from '../migration.ts';

export const secondFactorMigration: Migration = {
  version: 181,
  name: 'second-factor',
  statements: [
    `CREATE TABLE user_factors (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('totp')),
      label text NOT NULL DEFAULT '' CHECK (char_length(label) <= 60),
      secret_sealed text NOT NULL CHECK (char_length(secret_sealed) <= 200),
      last_step bigint,
      created_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      last_used_at timestamptz
    )`,
    `CREATE INDEX user_factors_user_idx ON user_factors (user_id)`,
    `CREATE TABLE recovery_codes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      created_at timestamptz NOT NULL,
      used_at timestamptz,
      UNIQUE (user_id, code_hash)
    )`,
    `ALTER TABLE sessions ADD COLUMN stage text NOT NULL DEFAULT 'full' CHECK (stage IN ('full', 'second_step'))`,
    `ALTER TABLE institutions ADD COLUMN second_factor_required boolean NOT NULL DEFAULT false`,
  ],
};
