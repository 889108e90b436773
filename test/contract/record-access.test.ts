import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { recordAccessAllowed, recordReaderRoles } from '../../src/contract/record-access.ts';
import { roleNames, rolePermissions } from '../../src/contract/roles.ts';

const access = suite('recordAccessAllowed');

access('the reader roles are exactly the roles granting the subject-list permission', () => {
  const granting = roleNames.filter((role) => rolePermissions[role].includes('list_subject_inst'));
  assert.equal([...recordReaderRoles].sort(), [...granting].sort());
});

access('writing a record needs the medical record entry role; reading is not enough', () => {
  assert.ok(recordAccessAllowed(['medical_record_entry'], 'write'));
  assert.not.ok(recordAccessAllowed(['institutional_clinician'], 'write'));
  assert.ok(recordAccessAllowed(['institutional_clinician'], 'read'));
});

access('a clinician without institution-wide access reads no records; a user manager manages the lists', () => {
  assert.not.ok(recordAccessAllowed(['clinician'], 'read'));
  assert.ok(recordAccessAllowed(['user_manager'], 'manage-strings'));
  assert.not.ok(recordAccessAllowed(['medical_record_entry'], 'manage-strings'));
});

access.run();
