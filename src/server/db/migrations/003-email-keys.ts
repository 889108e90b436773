/**
 * Migration 3: every account stores its email normalised by the server's one rule
 * (`email_key`, unique; features/auth/credentials.ts) and its look-alike skeleton
 * (`email_skeleton`), so sign-in matches an email exactly as it was registered, whatever the
 * database's locale, and an address that looks like an existing one can be refused. Existing rows
 * are filled by the server at start (fillEmailKeys), as the rule is JavaScript's, not SQL's.
 */
import type { Migration } from '../migration.ts';

export const emailKeysMigration: Migration = {
  version: 3,
  name: 'email-keys',
  statements: [
    'ALTER TABLE users ADD COLUMN email_key text',
    'ALTER TABLE users ADD COLUMN email_skeleton text',
    'CREATE UNIQUE INDEX users_email_key ON users (email_key)',
    'CREATE INDEX users_email_skeleton_idx ON users (email_skeleton)',
  ],
};
