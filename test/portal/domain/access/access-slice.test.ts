import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installSessionStorage, type MemoryStorage } from '../../../support/fakes.ts';
import {
  canSeeTraining,
  enableTraining,
  hasAnyRole,
  initialRoutesState,
  resetRoutesState,
  routesStore,
  setEvaluatorStatus,
  setUserInstitutionGroups,
  setUserRoles,
} from '../../../../src/portal/domain/access/access-slice.ts';
import { reloadSession, sessionStore } from '../../../../src/portal/lib/session/session.ts';
import { endSession } from '../../../../src/portal/lib/session/session-end.ts';

let storage: MemoryStorage;
function fresh(initial: Record<string, string> = {}): void {
  storage = installSessionStorage(initial);
  reloadSession();
  resetRoutesState();
}

const initial = suite('initialRoutesState');
initial.before.each(() => fresh());

initial("starts with evaluator status '0', no roles and no institution groups", () => {
  assert.equal(routesStore.getInitialState(), { evaluatorStatus: '0', userRoles: [], userInstitutionGroups: null });
  assert.equal(initialRoutesState(), { evaluatorStatus: '0', userRoles: [], userInstitutionGroups: null });
});

initial('takes the evaluator status and roles from the session', () => {
  fresh({ evaluator_status: '2', user_roles: JSON.stringify(['evaluator', 'clinician']) });
  assert.equal(initialRoutesState(), {
    evaluatorStatus: '2',
    userRoles: ['evaluator', 'clinician'],
    userInstitutionGroups: null,
  });
});

initial.run();

const status = suite('setEvaluatorStatus');
status.before.each(() => fresh());

for (const value of ['1', '2', '0', '3']) {
  status(`Evaluator status: setting it to "${value}" also writes it to the session`, () => {
    setEvaluatorStatus(value);
    assert.is(routesStore.getState().evaluatorStatus, value);
    assert.is(storage.getItem('evaluator_status'), value);
    assert.is(sessionStore.getState().evaluator_status, value);
  });
}

status.run();

const enable = suite('enableTraining');
enable.before.each(() => fresh());

enable('The enable-training action sets the evaluator status to 1', () => {
  setEvaluatorStatus('0');
  enableTraining();
  assert.is(routesStore.getState().evaluatorStatus, '1');
  assert.is(storage.getItem('evaluator_status'), '1');
});

enable.run();

const training = suite('canSeeTraining');

training('Training is visible only if the status is "1" or "2" and the roles include evaluator', () => {
  assert.is(canSeeTraining({ evaluatorStatus: '1', userRoles: ['evaluator'] }), true);
  assert.is(canSeeTraining({ evaluatorStatus: '2', userRoles: ['clinician', 'evaluator'] }), true);
});

training('Training is hidden for any other status, even with the evaluator role', () => {
  for (const value of ['0', '3', '', '12', ' 1', 'true']) {
    assert.is(canSeeTraining({ evaluatorStatus: value, userRoles: ['evaluator'] }), false, value);
  }
});

training('Training is hidden without the evaluator role, even with status "1" or "2"', () => {
  assert.is(canSeeTraining({ evaluatorStatus: '1', userRoles: [] }), false);
  assert.is(canSeeTraining({ evaluatorStatus: '2', userRoles: ['clinician', 'user_manager'] }), false);
  assert.is(canSeeTraining({ evaluatorStatus: '2', userRoles: ['Evaluator'] }), false);
});

training.run();

const anyRole = suite('hasAnyRole');

anyRole('is true with at least one role', () => {
  assert.is(hasAnyRole({ userRoles: ['clinician'] }), true);
  assert.is(hasAnyRole({ userRoles: [] }), false);
});

anyRole.run();

const setters = suite('setUserRoles and setUserInstitutionGroups');
setters.before.each(() => fresh());

setters('replace the roles and the institution groups', () => {
  setUserRoles(['evaluator']);
  setUserInstitutionGroups([{ id: 1, name: 'Neurology' }]);
  assert.equal(routesStore.getState(), {
    evaluatorStatus: '0',
    userRoles: ['evaluator'],
    userInstitutionGroups: [{ id: 1, name: 'Neurology' }],
  });
});

setters.run();

const reset = suite('resetRoutesState');
reset.before.each(() => fresh());

reset('A reset of the routes state returns it to initial values', () => {
  setEvaluatorStatus('2');
  setUserRoles(['evaluator', 'clinician']);
  setUserInstitutionGroups([{ id: 4, name: 'Group' }]);
  resetRoutesState();
  // The store was created from an empty session, so its initial values are the defaults.
  assert.equal(routesStore.getInitialState(), { evaluatorStatus: '0', userRoles: [], userInstitutionGroups: null });
  assert.equal(routesStore.getState(), routesStore.getInitialState());
});

reset('ending the session resets the routes state', () => {
  setEvaluatorStatus('1');
  setUserRoles(['evaluator']);
  endSession();
  assert.equal(routesStore.getState(), { evaluatorStatus: '0', userRoles: [], userInstitutionGroups: null });
  assert.is(storage.getItem('evaluator_status'), null);
});

reset.run();
