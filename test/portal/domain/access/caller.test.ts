import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { callerOf, listsSubjects, mayOffer, readsReports } from '../../../../src/portal/domain/access/caller.ts';
import { recordEndpoints } from '../../../../src/contract/endpoints/records.ts';
import { reportEndpoints } from '../../../../src/contract/endpoints/reports.ts';
import { trainingEndpoints } from '../../../../src/contract/endpoints/training.ts';
import type { SessionValues } from '../../../../src/portal/lib/session/session.ts';

/** A session with an institution chosen, the terms accepted, holding `roles`. */
const session = (roles: unknown[], over: SessionValues = {}): SessionValues => ({
  selected_institution_id: '3',
  user_roles: JSON.stringify(roles),
  agree_tandc: 'true',
  ...over,
});

const reading = suite('callerOf');

reading('reads the roles, permissions, owner flag, evaluator status and terms of the chosen institution', () => {
  const caller = callerOf(session(['institutional_clinician', 'Nobody'], { is_owner: 'true', evaluator_status: '2', permissions: JSON.stringify({ reports: [], users: ['get_inst'] }) }));
  assert.is(caller.isAdmin, false);
  assert.equal(caller.member?.roles, ['institutional_clinician']);
  assert.ok(caller.member?.permissions.has('list_reports_inst'), 'granted by the role');
  assert.ok(caller.member?.permissions.has('get_inst'), 'as does one the institution choice answered (spec §6: the permissions list decides the endpoints)');
  assert.not.ok(caller.member?.permissions.has('set_inst'), 'and nothing else');
  assert.equal([caller.member?.isOwner, caller.member?.evaluatorStatus, caller.member?.termsAccepted], [true, 2, true]);
});

reading('is no member before an institution is chosen; the admin flag is the admin_dashboard permission', () => {
  assert.equal(callerOf({ user_roles: '["clinician"]' }), { isAdmin: false, member: null });
  assert.is(callerOf({ permissions: JSON.stringify({ reports: [], users: ['admin_dashboard'] }) }).isAdmin, true);
  assert.equal(callerOf(session([], { user_roles: '[broken' })).member?.roles, []);
});

reading.run();

const training = suite('Training through the contract (spec §4, §6)');
const opensTraining = (values: SessionValues) => mayOffer(trainingEndpoints.listTrainingVideos, callerOf(values));

training('Training is visible only if the status is "1" or "2" and the roles include evaluator', () => {
  assert.is(opensTraining(session(['evaluator'], { evaluator_status: '1' })), true);
  assert.is(opensTraining(session(['clinician', 'evaluator'], { evaluator_status: '2' })), true);
});

training('Training is hidden for any other status, even with the evaluator role', () => {
  for (const value of ['0', '3', '', '12', ' 1x', 'true']) assert.is(opensTraining(session(['evaluator'], { evaluator_status: value })), false, value);
});

training('Training is hidden without the evaluator role, even with status "1" or "2"', () => {
  assert.is(opensTraining(session([], { evaluator_status: '1' })), false);
  assert.is(opensTraining(session(['clinician', 'user_manager'], { evaluator_status: '2' })), false);
  assert.is(opensTraining(session(['Evaluator'], { evaluator_status: '2' })), false);
});

training.run();

const offer = suite('mayOffer');

offer('A Demo Evaluations entry appears for any user with at least one role (the demo calls need one)', () => {
  assert.is(mayOffer(reportEndpoints.listReportsDemo, callerOf(session(['clinician']))), true);
  assert.is(mayOffer(reportEndpoints.listReportsDemo, callerOf(session([]))), false);
});

offer('offers patient data before the terms are accepted: the first call leads to the terms page', () => {
  const clerk = callerOf(session(['medical_record_entry'], { agree_tandc: 'false' }));
  assert.is(mayOffer(recordEndpoints.setMedicalRecord, clerk), true);
  assert.is(mayOffer(recordEndpoints.setMedicalRecord, callerOf(session(['institutional_clinician']))), false);
});

offer.run();

const rules = suite('rules of the Subjects area');

rules('Subjects need a chosen institution and a clinician role or a permission to list them', () => {
  assert.is(listsSubjects(callerOf(session(['clinician']))), true);
  assert.is(listsSubjects(callerOf(session(['medical_record_entry']))), true);
  assert.is(listsSubjects(callerOf(session([], { permissions: JSON.stringify({ reports: [], users: ['list_subject_inst'] }) }))), true);
  assert.is(listsSubjects(callerOf(session(['evaluator']))), false);
  assert.is(listsSubjects(callerOf({ user_roles: '["clinician"]' })), false, 'no institution chosen');
});

rules('reports are read institution-wide or by a clinician, never by a medical record entry user alone', () => {
  assert.is(readsReports(callerOf(session(['institutional_clinician']))), true);
  assert.is(readsReports(callerOf(session(['clinician']))), true);
  assert.is(readsReports(callerOf(session(['medical_record_entry']))), false, 'the clerk lists the subjects but reads none of their reports');
  assert.is(readsReports(callerOf({ user_roles: '["clinician"]' })), false);
});

rules.run();
