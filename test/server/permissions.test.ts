import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { reportPermissions } from '../../src/contract/roles.ts';
import { permissionsFor } from '../../src/server/access/permissions.ts';

const permissions = suite('permissionsFor');

permissions('report permissions go under reports, the rest under users', () => {
  const result = permissionsFor(['institutional_clinician', 'user_manager'], false);
  assert.equal(result.reports, [...reportPermissions]);
  assert.equal(result.users, ['list_subject_inst', 'list_inst', 'set_inst', 'get_inst', 'set_user_roles_inst']);
});

permissions('a permission granted by two roles is listed once', () => {
  const result = permissionsFor(['institutional_clinician', 'medical_record_entry'], false);
  assert.equal(result.users, ['list_subject_inst']);
});

permissions('an admin also gets admin_dashboard, even with no roles', () => {
  assert.equal(permissionsFor([], true), { reports: [], users: ['admin_dashboard'] });
  assert.equal(permissionsFor([], false), { reports: [], users: [] });
});

permissions.run();
