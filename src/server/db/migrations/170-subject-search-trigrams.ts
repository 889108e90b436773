/**
 * Migration 170: the subject search finds part of a code or of a record number (`%text%`), which
 * no b-tree serves: at 100,000 subjects it read every row of the institution. Trigram indexes
 * (pg_trgm, in PostgreSQL's contrib and in PGlite) serve such a search from three characters on.
 *
 * The extension goes into the schema `public`, whatever the connection's search path: a database
 * holds one copy of it, and the servers that share a database in separate schemas (the tests)
 * must not each install it in, and drop it with, their own. Where an administrator installed it
 * in another schema beforehand, that copy is used. pg_trgm is a trusted extension (PostgreSQL 13
 * and later): the database's owner may create it without a superuser; a role that owns only its
 * schema, as docs/deploy.md section 10 makes it, needs the administrator to create it first.
 */
import type { Migration } from '../migration.ts';

export const subjectSearchTrigramsMigration: Migration = {
  version: 170,
  name: 'subject-search-trigrams',
  statements: [
    // A role that may not create it (the one docs/deploy.md section 10 makes owns nothing but its
    // schema) is told what to ask of the database's administrator; the server then does not start.
    `DO $$
     BEGIN
       IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
         CREATE EXTENSION pg_trgm WITH SCHEMA public;
       END IF;
     EXCEPTION WHEN insufficient_privilege THEN
       RAISE EXCEPTION 'This release needs the PostgreSQL extension pg_trgm (for the subject search), and the role % may not create it. As the database administrator, run in the database %: CREATE EXTENSION pg_trgm; then start the server again (docs/deploy.md, section 10).', current_user, current_database();
     END $$`,
    // The operator class is named with the extension's schema, which need not be on the search path.
    `DO $$
     DECLARE
       ext_schema text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm');
     BEGIN
       EXECUTE format('CREATE INDEX subjects_code_trgm_idx ON subjects USING gin (lower(subject_code) %I.gin_trgm_ops)', ext_schema);
       EXECUTE format('CREATE INDEX subjects_reference_trgm_idx ON subjects USING gin (lower(reference) %I.gin_trgm_ops)', ext_schema);
     END $$`,
  ],
};
