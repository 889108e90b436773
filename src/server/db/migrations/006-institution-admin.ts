/**
 * Migration 6: institution administration. The audit trail (who changed what, when, before and
 * after, in which institution), the users once linked and unlinked since (so a user manager can
 * link them again with the roles they had), a person's position in the institution (`user_role`,
 * spec §3), at most one owner per institution, which the database itself guarantees, and what
 * the user list sorts and searches by.
 */
import type { Migration } from '../migration.ts';

export const institutionAdminMigration: Migration = {
  version: 6,
  name: 'institution-admin',
  statements: [
    `CREATE TABLE audit_log (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      institution_id integer NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
      at timestamptz NOT NULL,
      actor_id integer REFERENCES users (id) ON DELETE SET NULL,
      actor_name text NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      user_name text NOT NULL,
      action text NOT NULL,
      changes jsonb NOT NULL
    )`,
    `CREATE INDEX audit_log_institution_idx ON audit_log (institution_id, id DESC)`,
    `CREATE INDEX audit_log_user_idx ON audit_log (institution_id, user_id, id DESC)`,
    `CREATE TABLE unlinked_members (
      institution_id integer NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role_ids text NOT NULL,
      unlinked_at timestamptz NOT NULL,
      PRIMARY KEY (institution_id, user_id)
    )`,
    `ALTER TABLE users ADD COLUMN user_role text NOT NULL DEFAULT ''`,
    `CREATE UNIQUE INDEX memberships_one_owner ON memberships (institution_id) WHERE is_owner`,
    // The list's order and its search, at the scale of a large hospital (bench/users.mjs).
    `CREATE INDEX users_sort_idx ON users (lower(lastname), lower(name), id)`,
    `ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || ' ' || lastname || ' ' || email)) STORED`,
  ],
};
