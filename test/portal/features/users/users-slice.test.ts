import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  initialUsersState,
  rolesFulfilled,
  rolesPending,
  rolesRejected,
  rolesStateOf,
  type UsersState,
} from '../../../../src/portal/features/users/users-slice.ts';
import type { RoleEntry } from '../../../../src/contract/types.ts';
import { idleResourceState, initialResourceState } from '../../../../src/portal/lib/resource/resource-state.ts';
import { loadCatalogue, wordsOf } from '../../../support/messages.ts';

const roles: RoleEntry[] = [
  { keyid: 1, name: 'clinician', label: 'Clinician', description: 'Views own reports', permissions: [] },
  { keyid: 3, name: 'evaluator', label: 'Evaluator', description: 'Runs evaluations', permissions: [] },
];

const initial = suite('initialUsersState');
initial.before(loadCatalogue);

initial('starts with no roles, nothing loading and no error', () => {
  assert.equal(initialUsersState, { roles: [], assignedRoles: [], loadingRoles: false, loadingPermissions: false, error: null });
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

const of = suite('rolesStateOf');
of.before(loadCatalogue);

of('nothing asked for is the initial state; a load under way is pending', () => {
  assert.equal(rolesStateOf(idleResourceState), initialUsersState);
  assert.equal(rolesStateOf(initialResourceState), { ...initialUsersState, loadingRoles: true });
});

of('Roles fetch: an answer is fulfilled with the roles', () => {
  const after = rolesStateOf({ status: 'ready', data: roles, message: null, reloading: false });
  assert.equal(after.roles, roles);
  assert.is(after.loadingRoles, false);
});

of("Roles fetch: a failure is rejected with 'Failed to fetch user roles'", () => {
  const after = rolesStateOf({ status: 'failed', data: undefined, message: 'Database unavailable', reloading: false });
  assert.is(wordsOf(after.error), 'Failed to fetch user roles');
  assert.is(after.loadingRoles, false);
});

of.run();
