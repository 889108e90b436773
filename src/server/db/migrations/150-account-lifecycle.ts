/**
 * Migration 150 (issue 31): an account is its holder's alone.
 * - `users.self_registered`: the account was made through auth/register (every such account got a
 *   confirmation link, so the links' table says which ones they are).
 * - A password chosen before its mailbox was proven never signs anyone in: a self-registered
 *   account whose password was set before a link to its mailbox was followed loses that password
 *   (an empty hash matches nothing) and its sessions. Its holder chooses a new one through the
 *   confirmation link or "Forgot your password?", both sent to the mailbox. An account made by a
 *   user manager with a password the manager typed counts as unconfirmed until its holder follows
 *   such a link; it keeps working in the institution that made it.
 * - `invitations`: an existing account joins an institution only when its holder accepts. An
 *   invitation holds the roles and group it offers; accepting turns it into memberships.
 * - The database refuses a membership or an invitation for an unconfirmed account in any
 *   institution but the one whose user manager made it (SQLSTATE PU001, as in migration 4).
 */
import type { Migration } from '../migration.ts';
import { unconfirmedAccountState } from '../sql-states.ts';

// Accounts whose current password was not set through a link to their mailbox (a reset link,
// which proves the mailbox, marks every reset key of the account used).
const passwordNotFromMailbox = `NOT EXISTS (SELECT 1 FROM password_resets r
  WHERE r.user_id = users.id AND r.used_at IS NOT NULL AND r.used_at >= coalesce(users.email_confirmed_at, users.created_at))`;

export const accountLifecycleMigration: Migration = {
  version: 150,
  name: 'account-lifecycle',
  statements: [
    'ALTER TABLE users ADD COLUMN self_registered boolean NOT NULL DEFAULT false',
    'UPDATE users SET self_registered = true WHERE id IN (SELECT user_id FROM email_confirmations)',
    `UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id IN (
      SELECT id FROM users WHERE self_registered AND password_hash <> '' AND ${passwordNotFromMailbox})`,
    `UPDATE users SET password_hash = '', password_salt = '' WHERE self_registered AND ${passwordNotFromMailbox}`,
    `UPDATE users SET email_confirmed_at = NULL
      WHERE created_in_institution_id IS NOT NULL AND NOT self_registered AND NOT is_admin AND ${passwordNotFromMailbox}`,
    `CREATE TABLE invitations (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      institution_id integer NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      group_no integer NOT NULL DEFAULT 0,
      role_ids text NOT NULL DEFAULT '',
      invited_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (institution_id, user_id),
      FOREIGN KEY (institution_id, group_no) REFERENCES groups (institution_id, group_no) ON DELETE CASCADE
    )`,
    'CREATE INDEX invitations_user_idx ON invitations (user_id)',
    `CREATE OR REPLACE FUNCTION refuse_unconfirmed_membership() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id
          AND (email_confirmed_at IS NOT NULL OR created_in_institution_id = NEW.institution_id)) THEN
        RAISE EXCEPTION 'account % has not confirmed its email', NEW.user_id USING ERRCODE = '${unconfirmedAccountState}';
      END IF;
      RETURN NEW;
    END $$`,
    `CREATE TRIGGER invitations_need_confirmed_email
      BEFORE INSERT OR UPDATE OF user_id ON invitations
      FOR EACH ROW EXECUTE FUNCTION refuse_unconfirmed_membership()`,
  ],
};
