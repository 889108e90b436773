/**
 * Demo audit trail: a few weeks of the owner's user management in the Hospital Universitario del
 * Norte, so that a new user manager sees what the trail holds (who, when, the values before and
 * after) before making a change of their own. Each row agrees with the demo accounts as seeded.
 */
import type { Queryable } from '../db/db.ts';
import type { DemoRole } from './demo-data.ts';

interface DemoAuditRow {
  daysAgo: number;
  concerns: DemoRole;
  action: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

const rows: readonly DemoAuditRow[] = [
  {
    daysAgo: 41,
    concerns: 'clinician',
    action: 'user_created',
    changes: [
      { field: 'name', before: null, after: 'Lucía' },
      { field: 'lastname', before: null, after: 'Fernández' },
      { field: 'email', before: null, after: 'clinician@portal.example' },
      { field: 'roles', before: null, after: 'clinician' },
    ],
  },
  { daysAgo: 33, concerns: 'institutional_clinician', action: 'roles_changed', changes: [{ field: 'roles', before: 'clinician', after: 'institutional_clinician' }] },
  { daysAgo: 26, concerns: 'evaluator', action: 'training_enabled', changes: [{ field: 'evaluator_status', before: '0', after: '1' }] },
  { daysAgo: 12, concerns: 'user_manager', action: 'roles_changed', changes: [{ field: 'roles', before: null, after: 'user_manager' }] },
];

const insert = `
  INSERT INTO audit_log (institution_id, at, actor_id, actor_name, user_id, user_name, action, changes)
  SELECT $1, $2, a.id, a.name || ' ' || a.lastname, u.id, u.name || ' ' || u.lastname, $5, $6::text::jsonb
  FROM users a, users u WHERE a.id = $3 AND u.id = $4`;

/** Writes the demo rows, made by the owner, oldest first. */
export async function seedAudit(tx: Queryable, institutionId: number, userIds: ReadonlyMap<DemoRole, number>, now: Date): Promise<void> {
  const owner = userIds.get('owner');
  if (owner === undefined) return;
  for (const row of rows) {
    const user = userIds.get(row.concerns);
    if (user === undefined) continue;
    const at = new Date(now.getTime() - row.daysAgo * 86_400_000);
    await tx.query(insert, [institutionId, at, owner, user, row.action, JSON.stringify(row.changes)]);
  }
}
