/**
 * Migration 180 (issue 34, sessions people can see):
 * - `sessions.last_used_at`: when the session last made a call, to the minute (auth/authenticate.ts
 *   writes it at most once a minute), so the server ends a session left idle (SESSION_IDLE_MINUTES).
 *   Existing sessions count as used when they began.
 * - `sessions.user_agent` and `sessions.client_address`: what the person sees in their list of
 *   sessions (the browser, the address it came from). Both are shown to the session's own holder
 *   only; the address is the one the server trusted (TRUST_PROXY).
 * - An index for a person's live sessions, newest first.
 * The notice trigger of migration 2 lists its columns, so the minute-by-minute write of
 * `last_used_at` drops no process's cached sessions.
 */
import type { Migration } from '../migration.ts';

export const sessionActivityMigration: Migration = {
  version: 180,
  name: 'session-activity',
  statements: [
    `ALTER TABLE sessions
      ADD COLUMN last_used_at timestamptz,
      ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 300),
      ADD COLUMN client_address text CHECK (char_length(client_address) <= 64)`,
    `UPDATE sessions SET last_used_at = created_at`,
    `ALTER TABLE sessions ALTER COLUMN last_used_at SET NOT NULL`,
    `CREATE INDEX sessions_user_live_idx ON sessions (user_id, id DESC) WHERE revoked_at IS NULL`,
  ],
};
