/**
 * Migration 120: what several API processes on one database must share, kept in the database.
 * - `mail_outbox`: mail waiting to be sent (mail/mail-queue.ts). A row is taken by one worker at a
 *   time (`FOR UPDATE SKIP LOCKED`) for a lease; `attempts` fences a late worker out; a failed
 *   send waits `next_attempt_at`; a sent mail's row is deleted (its link, a live secret, with it).
 *   A mail whose link has expired (`expires_at`) is dropped unsent.
 * - `rate_limits`: the fixed-window counters of auth/rate-limit.ts, per limit (`scope`) and key,
 *   so N processes allow the same number of calls as one.
 * - `users.language`: the language an account's mail is written in, from the portal's language
 *   when the person registered or last asked for a mail.
 */
import type { Migration } from '../migration.ts';

export const mailAndSharedLimitsMigration: Migration = {
  version: 120,
  name: 'mail-and-shared-limits',
  statements: [
    `CREATE TABLE mail_outbox (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      recipient text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      lease_until timestamptz,
      expires_at timestamptz NOT NULL,
      last_error text,
      created_at timestamptz NOT NULL
    )`,
    'CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id)',
    `CREATE TABLE rate_limits (
      scope text NOT NULL,
      key text NOT NULL,
      window_start timestamptz NOT NULL,
      calls integer NOT NULL,
      PRIMARY KEY (scope, key)
    )`,
    'CREATE INDEX rate_limits_window_idx ON rate_limits (scope, window_start)',
    `ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'es'))`,
  ],
};
