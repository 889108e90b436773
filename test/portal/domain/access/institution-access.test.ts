import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  accessFacts, canReadReports, canSeeSubjects, isAdmin, noAccess, readsInstitutionReports,
} from '../../../../src/portal/domain/access/institution-access.ts';

const facts = suite('accessFacts');

facts('reads roles, both permission lists and the chosen institution from the session', () => {
  const read = accessFacts({
    selected_institution_id: '3',
    user_roles: JSON.stringify(['institutional_clinician']),
    permissions: JSON.stringify({ reports: ['list_reports_inst'], users: ['list_subject_inst'] }),
  });
  assert.equal(read, {
    institutionChosen: true,
    roles: ['institutional_clinician'],
    reportPermissions: ['list_reports_inst'],
    otherPermissions: ['list_subject_inst'],
  });
});

facts('an empty session opens nothing', () => {
  assert.equal(accessFacts({}), noAccess);
});

facts.run();

const rules = suite('access rules');
const chosen = { ...noAccess, institutionChosen: true };

rules('the institution-wide report permission means the _inst paths, its absence the _inst_user ones', () => {
  assert.is(readsInstitutionReports({ ...chosen, reportPermissions: ['list_reports_inst'] }), true);
  assert.is(readsInstitutionReports({ ...chosen, roles: ['clinician'] }), false);
});

rules('Subjects need a chosen institution and a clinician role or a permission to list them', () => {
  assert.is(canSeeSubjects({ ...chosen, roles: ['clinician'] }), true);
  assert.is(canSeeSubjects({ ...chosen, otherPermissions: ['list_subject_inst'] }), true);
  assert.is(canSeeSubjects({ ...chosen, roles: ['evaluator'] }), false);
  assert.is(canSeeSubjects({ ...noAccess, roles: ['clinician'] }), false);
});

rules('reports are read institution-wide or by a clinician, never by a medical record entry user alone', () => {
  assert.is(canReadReports({ ...chosen, reportPermissions: ['list_reports_inst'] }), true);
  assert.is(canReadReports({ ...chosen, roles: ['clinician'] }), true);
  const clerk = { ...chosen, roles: ['medical_record_entry'], otherPermissions: ['list_subject_inst'] };
  assert.is(canSeeSubjects(clerk), true, 'the clerk lists the subjects');
  assert.is(canReadReports(clerk), false, 'but reads none of their reports');
  assert.is(canReadReports({ ...noAccess, roles: ['clinician'] }), false);
});

rules('the admin flag is the admin_dashboard permission', () => {
  assert.is(isAdmin({ ...chosen, otherPermissions: ['admin_dashboard'] }), true);
  assert.is(isAdmin(chosen), false);
});

rules.run();
