import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { needsSession, refusalOf, type Access, type Caller, type CallerMember } from '../../src/contract/access.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { permissionNames, roleNames, rolePermissions, type RoleName } from '../../src/contract/roles.ts';

const member = (roles: RoleName[], extra: Partial<CallerMember> = {}): Caller => ({
  isAdmin: false,
  member: { roles, permissions: new Set(roles.flatMap((r) => rolePermissions[r])), isOwner: false, evaluatorStatus: 0, termsAccepted: true, ...extra },
});

const decide = suite('who may call an endpoint');

decide('every endpoint declares who may call it, in a form the server knows', () => {
  const needs = new Set(['membership', 'any-role', 'trainee', 'owner', 'user-manager-or-owner']);
  const known = (need: unknown) =>
    typeof need === 'string'
      ? needs.has(need)
      : typeof need === 'object' && need !== null &&
        (('permission' in need && (permissionNames as readonly unknown[]).includes(need.permission)) ||
          ('role' in need && (roleNames as readonly unknown[]).includes(need.role)));
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const access = endpoint.access as Access | undefined;
    assert.ok(access, `${name} has no access rule`);
    assert.ok(['anyone', 'signed-in', 'second-step', 'admin', 'member'].includes(access.caller), name);
    if (access.caller === 'member') {
      const list = Array.isArray(access.needs) ? access.needs : [access.needs];
      assert.ok(list.length > 0 && list.every(known), name);
    }
  }
});

decide('a permission need is met by the roles that give it, and by no other', () => {
  const access: Access = { caller: 'member', needs: { permission: 'list_reports_inst' } };
  for (const role of roleNames) {
    assert.is(refusalOf(access, member([role])) === null, rolePermissions[role].includes('list_reports_inst'), role);
  }
});

decide('without a chosen institution a member call is refused as such, an admin call needs an administrator', () => {
  assert.is(refusalOf({ caller: 'member', needs: 'membership' }, { isAdmin: true, member: null }), 'institution-not-chosen');
  assert.is(refusalOf({ caller: 'admin' }, member(['user_manager'])), 'bad-permissions');
  assert.is(refusalOf({ caller: 'admin' }, { isAdmin: true, member: null }), null);
  assert.is(refusalOf({ caller: 'signed-in' }, { isAdmin: false, member: null }), null);
});

decide('patient data waits for the terms, after the role check: a caller without the role hears bad permissions', () => {
  const access: Access = { caller: 'member', needs: { permission: 'list_subject_inst' }, terms: true };
  assert.is(refusalOf(access, member(['medical_record_entry'], { termsAccepted: false })), 'terms-not-accepted');
  assert.is(refusalOf(access, member(['clinician'], { termsAccepted: false })), 'bad-permissions');
  assert.is(refusalOf(access, member(['medical_record_entry'])), null);
});

decide('Evaluator status: training is open to the evaluator role with status 1 or 2 only', () => {
  const access: Access = { caller: 'member', needs: 'trainee' };
  assert.is(refusalOf(access, member(['evaluator'], { evaluatorStatus: 1 })), null);
  assert.is(refusalOf(access, member(['evaluator'], { evaluatorStatus: 2 })), null);
  assert.is(refusalOf(access, member(['evaluator'], { evaluatorStatus: 0 })), 'bad-permissions');
  assert.is(refusalOf(access, member(['clinician'], { evaluatorStatus: 1 })), 'bad-permissions');
});

decide('a list of needs admits whoever meets one of them; the owner flag counts where it is named', () => {
  const strings: Access = { caller: 'member', needs: [{ permission: 'list_subject_inst' }, { role: 'user_manager' }] };
  assert.is(refusalOf(strings, member(['user_manager'])), null);
  assert.is(refusalOf(strings, member(['clinician'])), 'bad-permissions');
  assert.is(refusalOf({ caller: 'member', needs: 'user-manager-or-owner' }, member([], { isOwner: true })), null);
  assert.is(refusalOf({ caller: 'member', needs: 'owner' }, member(['user_manager'])), 'bad-permissions');
  assert.is(needsSession({ caller: 'anyone' }), false);
});

decide.run();
