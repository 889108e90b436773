/**
 * The role catalogue (spec §6) as the database holds it. Written from the contract at every start,
 * so labels, descriptions and permissions never drift from the code. A role's keyid is its
 * position in the contract's `roleNames` plus one; that list is append-only, so ids are stable
 * (the portal sends them in `?roles=1-3`).
 */
import { roleLabels, roleNames, rolePermissions, type RoleName } from '../../../contract/roles.ts';
import type { Db } from '../../db/db.ts';

const descriptions: Readonly<Record<RoleName, string>> = {
  clinician: 'Views the reports of the evaluations they requested.',
  institutional_clinician: "Views the subjects and reports of the whole institution, including longitudinal reports.",
  evaluator: 'Runs evaluations and has access to evaluator training, the exam and certificates.',
  medical_record_entry: "Enters medical records and lists the institution's subjects.",
  user_manager: "Manages the institution's users: adds, links and unlinks them and sets their roles.",
};

export interface CatalogueRole {
  keyid: number;
  name: RoleName;
  label: string;
  description: string;
}

export const roleCatalogue: readonly CatalogueRole[] = roleNames.map((name, index) => ({
  keyid: index + 1,
  name,
  label: roleLabels[name],
  description: descriptions[name],
}));

/** The keyid of a role name. */
export function roleId(name: RoleName): number {
  return roleNames.indexOf(name) + 1;
}

/** Writes the catalogue and its permissions, in one transaction. */
export async function syncRoleCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const role of roleCatalogue) {
      await tx.query(
        `INSERT INTO roles (keyid, name, label, description) VALUES ($1, $2, $3, $4)
         ON CONFLICT (keyid) DO UPDATE SET name = $2, label = $3, description = $4`,
        [role.keyid, role.name, role.label, role.description],
      );
      await tx.query('DELETE FROM role_permissions WHERE role_id = $1', [role.keyid]);
      for (const permission of rolePermissions[role.name]) {
        await tx.query('INSERT INTO role_permissions (role_id, permission) VALUES ($1, $2)', [role.keyid, permission]);
      }
    }
  });
}
