import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { answerIssues, checkRequestOf, findEndpoint } from '../../src/contract/conformance.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { schemas } from '../../src/contract/schemas.ts';

const conformance = suite('contract conformance');

conformance('a request path finds its endpoint by method and path, ids included', () => {
  assert.is(findEndpoint('GET', 'portal_users/get_own_user/0'), 'getOwnUser');
  assert.is(findEndpoint('POST', 'portal_users/set_login_institution/12'), 'setLoginInstitution');
  assert.is(findEndpoint('POST', 'portal_users/get_own_user/0'), null);
  assert.is(findEndpoint('GET', 'no/such/path'), null);
});

conformance('every endpoint has schemas, and every schema an endpoint', () => {
  assert.equal(Object.keys(schemas).sort(), Object.keys(endpoints).sort());
});

conformance('a change-password body is checked field by field, every issue at once', () => {
  const { issues } = checkRequestOf('changePassword', { current_password: '', new_password: 'short', extra: 1 }, new URLSearchParams());
  assert.equal(issues.map((i) => `${i.field}:${i.code}`).sort(), ['current_password:empty', 'extra:unknown_field', 'new_password:too_short']);
});

conformance('a call that takes no body ignores one; a query parameter it does not know is refused', () => {
  assert.equal(checkRequestOf('logout', { any: 1 }, new URLSearchParams()).issues, []);
  assert.equal(checkRequestOf('logout', undefined, new URLSearchParams('x=1')).issues, [{ field: 'x', code: 'unknown_field' }]);
});

conformance('the answer of get own user must carry every field of the user', () => {
  const own = { id: 7, name: 'Ana', lastname: 'Díaz', email: 'ana@example.org', company: '', is_admin: false };
  assert.equal(answerIssues('getOwnUser', own), []);
  const { is_admin: _left, ...missing } = own;
  assert.equal(answerIssues('getOwnUser', missing), [{ field: 'data.is_admin', code: 'required' }]);
});

conformance('an institution choice may be full or empty, nothing in between', () => {
  assert.equal(answerIssues('setLoginInstitution', {}), []);
  assert.ok(answerIssues('setLoginInstitution', { is_owner: true }).length > 0);
});

conformance.run();
