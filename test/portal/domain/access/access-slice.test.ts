import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installSessionStorage, type MemoryStorage } from '../../../support/fakes.ts';
import {
  enableTraining,
  initialRoutesState,
  resetRoutesState,
  routesStore,
  setEvaluatorStatus,
  setUserInstitutionGroups,
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

initial("starts with evaluator status '0' and no institution groups", () => {
  assert.equal(routesStore.getInitialState(), { evaluatorStatus: '0', userInstitutionGroups: null });
  assert.equal(initialRoutesState(), { evaluatorStatus: '0', userInstitutionGroups: null });
});

initial('takes the evaluator status from the session', () => {
  fresh({ evaluator_status: '2', user_roles: JSON.stringify(['evaluator', 'clinician']) });
  assert.equal(initialRoutesState(), {
    evaluatorStatus: '2',
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

const setters = suite('setUserInstitutionGroups');
setters.before.each(() => fresh());

setters('replaces the institution groups', () => {
  setUserInstitutionGroups([{ id: 1, name: 'Neurology' }]);
  assert.equal(routesStore.getState(), {
    evaluatorStatus: '0',
    userInstitutionGroups: [{ id: 1, name: 'Neurology' }],
  });
});

setters.run();

const reset = suite('resetRoutesState');
reset.before.each(() => fresh());

reset('A reset of the routes state returns it to initial values', () => {
  setEvaluatorStatus('2');
  setUserInstitutionGroups([{ id: 4, name: 'Group' }]);
  resetRoutesState();
  // The store was created from an empty session, so its initial values are the defaults.
  assert.equal(routesStore.getInitialState(), { evaluatorStatus: '0', userInstitutionGroups: null });
  assert.equal(routesStore.getState(), routesStore.getInitialState());
});

reset('ending the session resets the routes state', () => {
  setEvaluatorStatus('1');
  endSession();
  assert.equal(routesStore.getState(), { evaluatorStatus: '0', userInstitutionGroups: null });
  assert.is(storage.getItem('evaluator_status'), null);
});

reset.run();
