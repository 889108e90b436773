import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { canCall, type Caller } from '../../src/contract/access.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { recordEndpoints } from '../../src/contract/endpoints/records.ts';
import { roleLabels, roleNames, rolePermissions, type RoleName } from '../../src/contract/roles.ts';

/** One role held in the chosen institution, terms accepted (an evaluator in training): a column of the matrix. */
const holder = (role: RoleName): Caller => ({
  isAdmin: false,
  member: { roles: [role], permissions: new Set(rolePermissions[role]), isOwner: false, evaluatorStatus: role === 'evaluator' ? 1 : 0, termsAccepted: true },
});

const callers: Readonly<Record<string, Caller>> = {
  'Signed in, no institution chosen': { isAdmin: false, member: null },
  ...Object.fromEntries(roleNames.map((role) => [roleLabels[role], holder(role)])),
  'Owner (no role)': { isAdmin: false, member: { roles: [], permissions: new Set(), isOwner: true, evaluatorStatus: 0, termsAccepted: true } },
  'Administrator (no institution)': { isAdmin: true, member: null },
};

/** The rows of docs/api.md's "Who may call what": call name, then one cell per column title. */
function matrix(): { titles: string[]; rows: Map<string, string[]> } {
  const lines = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('| call | Signed in'));
  const cells = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim());
  const titles = cells(lines[start] ?? '').slice(1, -1);
  const rows = new Map<string, string[]>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('| **')) break;
    const [name = '', ...rest] = cells(line);
    rows.set(name.replaceAll('*', ''), rest.slice(0, -1));
  }
  return { titles, rows };
}

const can = suite('canCall');

can('answers every cell of the permission matrix in docs/api.md', () => {
  const { titles, rows } = matrix();
  assert.equal(titles, Object.keys(callers));
  assert.is(rows.size, Object.keys(endpoints).length);
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const row = rows.get(name);
    assert.ok(row, `${name} is in the matrix`);
    titles.forEach((title, index) => {
      assert.is(canCall(endpoint, callers[title] ?? null), row[index] !== '·', `${name}, ${title}`);
    });
  }
});

can('without a session only the calls open to anyone are allowed', () => {
  for (const endpoint of Object.values(endpoints)) assert.is(canCall(endpoint, null), endpoint.access.caller === 'anyone', endpoint.path);
});

can('patient data waits for the terms; the role alone is not enough', () => {
  const clerk = holder('medical_record_entry');
  assert.ok(canCall(recordEndpoints.setMedicalRecord, clerk));
  const member = clerk.member && { ...clerk.member, termsAccepted: false };
  assert.not.ok(canCall(recordEndpoints.setMedicalRecord, { isAdmin: false, member }));
  assert.not.ok(canCall(recordEndpoints.setMedicalRecord, holder('institutional_clinician')));
});

can.run();
