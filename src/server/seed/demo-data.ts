/**
 * Demo data for development and the end-to-end tests: two institutions and one account per role,
 * plus an institution owner and an admin, some of them in both institutions. Never loaded in
 * production. Exported as data so tests can sign in as any of them.
 */
import type { RoleName } from '../../contract/roles.ts';

export type DemoInstitutionKey = 'north' | 'south';

export interface DemoInstitution {
  name: string;
  country: string;
  /** Groups besides group 0 (the whole institution), numbered from 1. */
  groups: string[];
}

export interface DemoMembership {
  institution: DemoInstitutionKey;
  roles: RoleName[];
  isOwner: boolean;
  evaluatorStatus: '0' | '1' | '2';
  agreeTandc: boolean;
}

/** What the account stands for: a role name, or an owner or admin. */
export type DemoRole = RoleName | 'owner' | 'admin';

export interface DemoAccount {
  role: DemoRole;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  isAdmin: boolean;
  memberships: DemoMembership[];
}

export const demoInstitutions: Readonly<Record<DemoInstitutionKey, DemoInstitution>> = {
  north: { name: 'Hospital Universitario del Norte', country: 'ES', groups: ['Neurology'] },
  south: { name: 'Clínica do Sul', country: 'PT', groups: [] },
};

/** One password for every demo account, so the start-up banner stays short. */
export const demoPassword = 'Demo-Portal-2025';

const member = (
  institution: DemoInstitutionKey,
  roles: RoleName[],
  extra: Partial<Omit<DemoMembership, 'institution' | 'roles'>> = {},
): DemoMembership => ({ institution, roles, isOwner: false, evaluatorStatus: '0', agreeTandc: true, ...extra });

const account = (
  role: DemoRole,
  email: string,
  name: [string, string],
  memberships: DemoMembership[],
): DemoAccount => ({
  role,
  email,
  password: demoPassword,
  firstName: name[0],
  lastName: name[1],
  company: 'Demo',
  isAdmin: role === 'admin',
  memberships,
});

export const demoAccounts: readonly DemoAccount[] = [
  account('clinician', 'clinician@portal.example', ['Lucía', 'Fernández'], [member('north', ['clinician'])]),
  account('institutional_clinician', 'inst.clinician@portal.example', ['Martín', 'Núñez'], [
    member('north', ['institutional_clinician']),
    member('south', ['institutional_clinician'], { agreeTandc: false }),
  ]),
  account('evaluator', 'evaluator@portal.example', ['Aiko', 'Tanaka'], [
    member('north', ['evaluator'], { evaluatorStatus: '1' }),
  ]),
  account('medical_record_entry', 'records@portal.example', ['João', 'Silva'], [
    member('south', ['medical_record_entry']),
  ]),
  account('user_manager', 'user.manager@portal.example', ['Sofía', 'Romero'], [
    member('north', ['user_manager']),
    member('south', ['clinician']),
  ]),
  account('owner', 'owner@portal.example', ['Carmen', 'Ortega'], [
    member('north', ['user_manager', 'institutional_clinician'], { isOwner: true }),
  ]),
  // Member of both, with roles in the north only: the south shows an admin with empty lists.
  account('admin', 'admin@portal.example', ['Alex', 'Admin'], [member('north', ['user_manager']), member('south', [])]),
];

/** The demo account standing for `role`. */
export function demoAccount(role: DemoRole): DemoAccount {
  const found = demoAccounts.find((entry) => entry.role === role);
  if (!found) throw new Error(`No demo account for ${role}`);
  return found;
}
