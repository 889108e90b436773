/**
 * Migration 151 (security finding of the access history):
 * - `access_events.version`: the report version a print or an export was of (null: the event is
 *   of no one version).
 * - `access_events.evaluation_ids`: the evaluations an export held (a subject's FHIR Bundle holds
 *   several), so the history says which reports left the portal.
 * - `access_events.copies`: a person printing the same report version again within a few minutes
 *   adds a copy to their event instead of a new row (features/access-events/printed.ts), so
 *   forged notices cannot bury the real events. The append-only trigger now lets exactly that
 *   through: an UPDATE of a "printed" event that raises `copies` and changes nothing else. Every
 *   other UPDATE and every DELETE is still refused.
 * - Indexes for the repeat lookup (per person and target) and the history's filters by person and
 *   by action.
 */
import type { Migration } from '../migration.ts';

export const accessEventsLimitsMigration: Migration = {
  version: 151,
  name: 'access-events-limits',
  statements: [
    `ALTER TABLE access_events
      ADD COLUMN version integer,
      ADD COLUMN evaluation_ids integer[],
      ADD COLUMN copies integer NOT NULL DEFAULT 1 CHECK (copies >= 1)`,
    `CREATE OR REPLACE FUNCTION refuse_access_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      counted access_events;
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.action = 'printed' AND NEW.copies > OLD.copies THEN
        counted := NEW;
        counted.copies := OLD.copies;
        IF counted IS NOT DISTINCT FROM OLD THEN
          RETURN NEW;
        END IF;
      END IF;
      RAISE EXCEPTION 'access events are never changed or deleted' USING ERRCODE = 'P0001';
    END $$`,
    `CREATE INDEX access_events_printed_idx ON access_events (user_id, target_id, id DESC) WHERE action = 'printed'`,
    `CREATE INDEX access_events_user_idx ON access_events (institution_id, user_id, id DESC)`,
    `CREATE INDEX access_events_action_idx ON access_events (institution_id, action, id DESC)`,
  ],
};
