import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installSessionStorage } from '../../../support/fakes.ts';
import {
  initialUsersState,
  rolesFulfilled,
  rolesPending,
  rolesAbandoned,
  rolesRejected,
  usersStore,
  type UsersState,
} from '../../../../src/portal/features/users/users-slice.ts';
import type { RoleEntry } from '../../../../src/contract/types.ts';
import { endSession } from '../../../../src/portal/lib/session/session-end.ts';
import { loadCatalogue, wordsOf } from '../../../support/messages.ts';

const roles: RoleEntry[] = [
  { keyid: 1, name: 'clinician', label: 'Clinician', description: 'Views own reports', permissions: [] },
  { keyid: 3, name: 'evaluator', label: 'Evaluator', description: 'Runs evaluations', permissions: [] },
];

const initial = suite('initialUsersState');
initial.before(loadCatalogue);

initial('starts with no roles, nothing loading and no error', () => {
  assert.equal(initialUsersState, { roles: [], assignedRoles: [], loadingRoles: false, loadingPermissions: false, error: null });
  assert.equal(usersStore.getState(), initialUsersState);
});

initial.run();

const pending = suite('rolesPending');

pending('Roles fetch: pending sets loadingRoles and clears the error', () => {
  const before: UsersState = { ...initialUsersState, error: 'Failed to fetch user roles' };
  assert.equal(rolesPending(before), { ...initialUsersState, loadingRoles: true, error: null });
});

pending.run();

const fulfilled = suite('rolesFulfilled');

fulfilled('Roles fetch: fulfilled stores the roles', () => {
  const after = rolesFulfilled(rolesPending(initialUsersState), roles);
  assert.equal(after.roles, roles);
  assert.is(after.loadingRoles, false);
  assert.is(wordsOf(after.error), null);
});

fulfilled.run();

const rejected = suite('rolesRejected');

rejected("Roles fetch: rejected stores 'Failed to fetch user roles'", () => {
  const after = rolesRejected({ ...rolesPending(initialUsersState), roles });
  assert.is(wordsOf(after.error), 'Failed to fetch user roles');
  assert.is(after.loadingRoles, false);
  assert.equal(after.roles, roles, 'roles already loaded are kept');
});

rejected.run();

const abandoned = suite('rolesAbandoned');

abandoned('an abandoned fetch ends the wait and keeps the roles already known', () => {
  const after = rolesAbandoned({ ...rolesPending(initialUsersState), roles });
  assert.is(after.loadingRoles, false);
  assert.is(wordsOf(after.error), null);
  assert.equal(after.roles, roles);
});

abandoned.run();

const store = suite('usersStore');

store('ending the session resets the users state', () => {
  installSessionStorage();
  usersStore.setState((s) => rolesFulfilled(s, roles));
  endSession();
  assert.equal(usersStore.getState(), initialUsersState);
});

store.run();
