/**
 * Migration 130: what the audit trail's reads of medical records need (issue 24). A person's
 * records-list views are written at most once a half hour (features/records/audit-trail.ts), which
 * looks up their latest one; and the trail is read with the reads apart from the changes.
 */
import type { Migration } from '../migration.ts';

export const auditReadsMigration: Migration = {
  version: 130,
  name: 'audit-reads',
  statements: [`CREATE INDEX audit_log_actor_action_idx ON audit_log (institution_id, actor_id, action, at DESC)`],
};
