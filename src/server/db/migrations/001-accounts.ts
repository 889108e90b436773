/**
 * Migration 1: accounts, institutions, groups, memberships, roles, sessions, password resets,
 * sign-in throttling and support tickets. Ids are `integer` so both drivers return numbers.
 * Applied migrations are never edited; a change of schema is a new migration file.
 */
import type { Migration } from '../migration.ts';

export const accountsMigration: Migration = {
  version: 1,
  name: 'accounts',
  statements: [
    `CREATE TABLE users (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      lastname text NOT NULL,
      company text NOT NULL DEFAULT '',
      password_hash text NOT NULL,
      password_salt text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      is_admin boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    )`,
    // Emails are unique whatever their letter case.
    `CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`,
    `CREATE TABLE institutions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      country text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL
    )`,
    // Group 0 of every institution stands for the whole institution (spec §9: default group 0).
    `CREATE TABLE groups (
      institution_id integer NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
      group_no integer NOT NULL CHECK (group_no >= 0),
      name text NOT NULL,
      PRIMARY KEY (institution_id, group_no)
    )`,
    `CREATE TABLE memberships (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      institution_id integer NOT NULL,
      group_no integer NOT NULL DEFAULT 0,
      is_owner boolean NOT NULL DEFAULT false,
      evaluator_status smallint NOT NULL DEFAULT 0 CHECK (evaluator_status IN (0, 1, 2)),
      agree_tandc boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      UNIQUE (user_id, institution_id, group_no),
      FOREIGN KEY (institution_id, group_no)
        REFERENCES groups (institution_id, group_no) ON DELETE CASCADE
    )`,
    `CREATE INDEX memberships_institution_idx ON memberships (institution_id, group_no)`,
    `CREATE TABLE roles (
      keyid integer PRIMARY KEY,
      name text NOT NULL UNIQUE,
      label text NOT NULL,
      description text NOT NULL
    )`,
    `CREATE TABLE role_permissions (
      role_id integer NOT NULL REFERENCES roles (keyid) ON DELETE CASCADE,
      permission text NOT NULL,
      PRIMARY KEY (role_id, permission)
    )`,
    `CREATE TABLE membership_roles (
      membership_id integer NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
      role_id integer NOT NULL REFERENCES roles (keyid) ON DELETE CASCADE,
      PRIMARY KEY (membership_id, role_id)
    )`,
    // Only the SHA-256 of a token is stored; a copy of this table signs nobody in.
    `CREATE TABLE sessions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      institution_id integer REFERENCES institutions (id) ON DELETE SET NULL,
      group_no integer,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    )`,
    `CREATE INDEX sessions_user_idx ON sessions (user_id)`,
    `CREATE TABLE password_resets (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      key_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`,
    `CREATE INDEX password_resets_user_idx ON password_resets (user_id)`,
    // One row per sign-in name (lower-cased email, known or not) with its current failure window.
    `CREATE TABLE login_attempts (
      email_key text PRIMARY KEY,
      failures integer NOT NULL,
      window_start timestamptz NOT NULL,
      locked_until timestamptz
    )`,
    `CREATE INDEX login_attempts_window_idx ON login_attempts (window_start)`,
    `CREATE TABLE support_tickets (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      institution_id integer REFERENCES institutions (id) ON DELETE SET NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
  ],
};
