/**
 * Migration 171: the subject search's trigram indexes (migration 170) take each new subject into
 * the index at once instead of into GIN's pending list. With the default (`fastupdate`), new
 * entries wait in an unsorted list of up to 4 MB that every search reads through until a vacuum
 * merges it: after a bulk registration, or on the embedded database, which never vacuums by
 * itself, a search took several times as long (a p95 of 28 ms instead of 4 ms at 100,000 subjects
 * on PostgreSQL). Subjects are registered one at a time, so the slightly dearer insert costs
 * nothing a person notices. What a pending list already holds is merged here.
 */
import type { Migration } from '../migration.ts';

export const subjectSearchSteadyMigration: Migration = {
  version: 171,
  name: 'subject-search-steady',
  statements: [
    'ALTER INDEX subjects_code_trgm_idx SET (fastupdate = off)',
    'ALTER INDEX subjects_reference_trgm_idx SET (fastupdate = off)',
    "SELECT gin_clean_pending_list('subjects_code_trgm_idx'::regclass)",
    "SELECT gin_clean_pending_list('subjects_reference_trgm_idx'::regclass)",
  ],
};
