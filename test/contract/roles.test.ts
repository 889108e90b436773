import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  evaluatorStatusValues,
  isRoleName,
  permissionNames,
  reportPermissions,
  roleLabels,
  roleNames,
  rolePermissions,
} from '../../src/contract/roles.ts';

const names = suite('roleNames and permissionNames');

names('the five roles of spec §6', () => {
  assert.equal([...roleNames], ['clinician', 'institutional_clinician', 'evaluator', 'medical_record_entry', 'user_manager']);
});

names('the ten permission names of spec §6', () => {
  assert.equal([...permissionNames].sort(), [
    'admin_dashboard',
    'get_evaluation_report_inst',
    'get_inst',
    'get_longitudinal_report_inst',
    'get_report_inst',
    'list_inst',
    'list_reports_inst',
    'list_subject_inst',
    'set_inst',
    'set_user_roles_inst',
  ]);
});

names('every role has a label and a permission list made of known permission names', () => {
  for (const role of roleNames) {
    assert.type(roleLabels[role], 'string');
    for (const permission of rolePermissions[role]) assert.ok(permissionNames.includes(permission), permission);
  }
});

names('the institution-wide report permissions are all report permissions', () => {
  for (const permission of reportPermissions) {
    assert.ok(permissionNames.includes(permission), permission);
    assert.ok(permission.includes('report'), permission);
  }
});

names.run();

const isRole = suite('isRoleName');

isRole('accepts each role name', () => {
  for (const role of roleNames) assert.is(isRoleName(role), true);
});

isRole('rejects other strings and non-strings', () => {
  assert.is(isRoleName('admin'), false);
  assert.is(isRoleName('Evaluator'), false);
  assert.is(isRoleName(''), false);
  assert.is(isRoleName(undefined), false);
  assert.is(isRoleName(3), false);
});

isRole.run();

const statuses = suite('evaluatorStatusValues');

statuses('Evaluator status values "1" and "2" open Training', () => {
  assert.equal(evaluatorStatusValues, { inTraining: '1', certified: '2' });
});

statuses.run();
