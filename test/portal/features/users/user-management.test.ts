import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { roleNames } from '../../../../src/contract/roles.ts';
import { linkAction, linkValue, nextLinkAction } from '../../../../src/portal/features/users/link-state.ts';
import { roleIdsOf, roleNameOf, roleOrder } from '../../../../src/portal/features/users/role-order.ts';
import { createUserBody, joinRoles, updateUserBody } from '../../../../src/portal/features/users/users-api.ts';
import { currentInstitution, userAccess, withQuery } from '../../../../src/portal/features/users/manage/user-access.ts';

const roles = suite('roles joining');

roles("roles are sent as ids joined by '-', each once, in ascending order", () => {
  assert.is(joinRoles([5, 1, 3, 1]), '1-3-5');
  assert.is(joinRoles([]), '');
});

roles('the role order of the pages is the contract’s, so an id means the same role at both ends', () => {
  assert.equal(roleOrder, [...roleNames]);
  assert.equal(roleIdsOf(['evaluator', 'clinician', 'unknown']), [3, 1]);
  assert.is(roleNameOf(5), 'user_manager');
  assert.is(roleNameOf(9), undefined);
});

roles.run();

const link = suite('link state');

link('link=1 links, any other value unlinks, and each action has its wire value', () => {
  assert.is(linkAction(linkValue('link')), 'link');
  assert.is(linkAction(linkValue('unlink')), 'unlink');
  assert.is(linkValue('unlink'), 0);
  assert.is(nextLinkAction(true), 'unlink');
  assert.is(nextLinkAction(false), 'link');
});

link.run();

const payloads = suite('payload builders');

payloads('the create body always sends force_enable true and the roles joined, with no validation of the fields', () => {
  const body = createUserBody({
    name: '',
    lastname: 'Ruiz',
    email: 'not an email',
    password: '',
    company: '',
    institution_id: 12,
    user_role: '',
    roles: [3, 1],
  });
  assert.equal(body, {
    name: '',
    lastname: 'Ruiz',
    passwd: '',
    email: 'not an email',
    company: '',
    institution_id: 12,
    user_role: '',
    force_enable: true,
    roles: '1-3',
  });
});

payloads('the update body carries name, lastname, company and user_role only (spec §3)', () => {
  const extra = { name: 'Ana', lastname: 'Ruiz', company: 'Norte', user_role: 'Neurologist', email: 'x@y', roles: '5' };
  assert.equal(Object.keys(updateUserBody(extra)), ['name', 'lastname', 'company', 'user_role']);
});

payloads.run();

const access = suite('user-management access');

const session = (permissions: string[], extra: Record<string, string> = {}) => ({
  selected_institution_id: '12',
  user_institutions: JSON.stringify([{ name: 'North Clinic', id: 12 }]),
  permissions: JSON.stringify({ reports: [], users: permissions }),
  user_roles: '[]',
  ...extra,
});

access('what is offered follows the permissions of spec section 6, the owner flag and the manager role', () => {
  assert.equal(userAccess(session([])), { institution: true, list: false, get: false, set: false, setRoles: false, owner: false, audit: false });
  const manager = userAccess(session(['list_inst', 'get_inst', 'set_inst', 'set_user_roles_inst'], { user_roles: '["user_manager"]' }));
  assert.equal(manager, { institution: true, list: true, get: true, set: true, setRoles: true, owner: false, audit: true });
  assert.is(userAccess(session([], { is_owner: 'true' })).audit, true, 'the owner reads the audit trail');
  assert.is(userAccess({}).institution, false);
});

access('the current institution and the list state in the query', () => {
  assert.equal(currentInstitution(session([])), { id: '12', name: 'North Clinic' });
  assert.is(currentInstitution({}), null);
  assert.is(withQuery('/users', { q: 'ana ruiz', group: 0, role: '', page: 2 }), '/users?q=ana+ruiz&page=2');
  assert.is(withQuery('/users', {}), '/users');
});

access.run();
