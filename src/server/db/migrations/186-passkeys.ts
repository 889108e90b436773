/**
 * Migration 186 (issue 34, passkeys): a passkey is one more kind of second factor, kept in
 * `user_factors` beside the authenticator apps, so everything that asks whether a person has a
 * second factor (signing in, the institution's rule, the users list, a user manager's reset) counts
 * it without a second place to look.
 * - `credential_id`: the credential's id as the authenticator made it (base64url), unique across
 *   all people, so an assertion names its owner.
 * - `public_key`: the credential's public key as COSE (base64url); nothing secret is kept.
 * - `sign_count`: the authenticator's signature counter last seen; an assertion whose counter does
 *   not move past it (a cloned authenticator) is refused, unless the authenticator keeps none (0).
 * - `transports`: what the browser said the authenticator is reached by, given back to it.
 * - An app's sealed secret is required for apps only; a passkey has none.
 * - `webauthn_challenges`: the challenge a registration, a second step or a sign-in with a passkey
 *   alone (no one named yet: no user) was given, in the database so that the process answering the
 *   browser need not be the one that asked (several behind one load balancer). Each is taken once
 *   (deleted as it is checked) and lives five minutes.
 */
import type { Migration } from '../migration.ts';

export const passkeysMigration: Migration = {
  version: 186,
  name: 'passkeys',
  statements: [
    `ALTER TABLE user_factors DROP CONSTRAINT user_factors_kind_check`,
    `ALTER TABLE user_factors ALTER COLUMN secret_sealed DROP NOT NULL`,
    `ALTER TABLE user_factors
      ADD COLUMN credential_id text UNIQUE CHECK (char_length(credential_id) <= 1400),
      ADD COLUMN public_key text CHECK (char_length(public_key) <= 2000),
      ADD COLUMN sign_count bigint NOT NULL DEFAULT 0,
      ADD COLUMN transports text NOT NULL DEFAULT '' CHECK (char_length(transports) <= 200),
      ADD CONSTRAINT user_factors_kind_check CHECK (
        (kind = 'totp' AND secret_sealed IS NOT NULL AND credential_id IS NULL)
        OR (kind = 'passkey' AND secret_sealed IS NULL AND credential_id IS NOT NULL AND public_key IS NOT NULL))`,
    `CREATE TABLE webauthn_challenges (
      challenge text PRIMARY KEY CHECK (char_length(challenge) <= 100),
      purpose text NOT NULL CHECK (purpose IN ('register', 'second_step', 'sign_in')),
      user_id integer REFERENCES users (id) ON DELETE CASCADE CHECK ((user_id IS NULL) = (purpose = 'sign_in')),
      expires_at timestamptz NOT NULL
    )`,
    `CREATE INDEX webauthn_challenges_expiry_idx ON webauthn_challenges (expires_at)`,
  ],
};
