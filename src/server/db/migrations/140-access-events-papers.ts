/**
 * Migration 140 (issue 25):
 * - `access_events`: who opened, printed or exported what about which subject, when, and in which
 *   institution. A table of its own, apart from clinical data and from the audit trail of changes:
 *   ids, codes and names copied at the time, never a clinical value. No foreign keys, so deleting a
 *   person, subject or institution never rewrites the history; a trigger refuses UPDATE and DELETE,
 *   so not even a bug in a handler can change it (the API has no call that tries).
 * - `report_papers`: the verification code printed on a report, one per printed content (evaluation
 *   version, language, presentation and the SHA-256 fingerprint of the report as printed).
 */
import type { Migration } from '../migration.ts';

export const accessEventsPapersMigration: Migration = {
  version: 140,
  name: 'access-events-papers',
  statements: [
    `CREATE TABLE access_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at timestamptz NOT NULL,
      institution_id integer,
      institution_name text NOT NULL DEFAULT '',
      user_id integer NOT NULL,
      user_name text NOT NULL DEFAULT '',
      action text NOT NULL CHECK (action IN ('report_read', 'longitudinal_read', 'record_read', 'records_listed', 'printed', 'exported')),
      target_kind text NOT NULL CHECK (target_kind IN ('report', 'longitudinal', 'record', 'records', 'certificate', 'subject')),
      target_id integer,
      subject_id integer,
      subject_code text
    )`,
    `CREATE INDEX access_events_institution_idx ON access_events (institution_id, id DESC)`,
    `CREATE INDEX access_events_subject_idx ON access_events (institution_id, subject_id, id DESC)`,
    `CREATE FUNCTION refuse_access_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'access events are never changed or deleted' USING ERRCODE = 'P0001';
    END $$`,
    `CREATE TRIGGER access_events_append_only BEFORE UPDATE OR DELETE ON access_events
      FOR EACH ROW EXECUTE FUNCTION refuse_access_event_change()`,
    `CREATE TABLE report_papers (
      code text PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      version integer NOT NULL,
      lang text NOT NULL,
      variation text NOT NULL,
      fingerprint text NOT NULL,
      issued_at timestamptz NOT NULL,
      UNIQUE (evaluation_id, version, lang, variation, fingerprint)
    )`,
  ],
};
