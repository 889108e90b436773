/**
 * Migration 4: registration proves the email. A new account has no `email_confirmed_at` until the
 * link sent to its address is opened (`email_confirmations` holds the link's key, hashed). Accounts
 * that exist already count as confirmed. The database itself refuses to link an unconfirmed
 * account to an institution (SQLSTATE PU001), so no handler can forget the rule.
 */
import type { Migration } from '../migration.ts';
import { unconfirmedAccountState } from '../sql-states.ts';

export const emailConfirmationMigration: Migration = {
  version: 4,
  name: 'email-confirmation',
  statements: [
    'ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz',
    'UPDATE users SET email_confirmed_at = created_at',
    `CREATE TABLE email_confirmations (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      key_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`,
    'CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id)',
    `CREATE FUNCTION refuse_unconfirmed_membership() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND email_confirmed_at IS NOT NULL) THEN
        RAISE EXCEPTION 'account % has not confirmed its email', NEW.user_id USING ERRCODE = '${unconfirmedAccountState}';
      END IF;
      RETURN NEW;
    END $$`,
    `CREATE TRIGGER memberships_need_confirmed_email
      BEFORE INSERT OR UPDATE OF user_id ON memberships
      FOR EACH ROW EXECUTE FUNCTION refuse_unconfirmed_membership()`,
  ],
};
