import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { answerIssues, checkRequestOf, failureIssues, findEndpoint } from '../../src/contract/conformance.ts';
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

const failures = suite('failureIssues');

failures('every endpoint may refuse with 400 and its field issues, or with no data at all', () => {
  assert.equal(failureIssues('getOwnUser', 400, { fields: [{ field: 'name', code: 'empty' }] }), []);
  assert.equal(failureIssues('getOwnUser', 400, undefined), []);
  assert.equal(failureIssues('getOwnUser', 400, { fields: [{ field: 'name', code: 'wrong' }] }), [{ field: 'data.fields.0.code', code: 'one_of' }]);
});

failures('a stale record save answers 409 with the record as it stands, or the field it refuses', () => {
  assert.equal(failureIssues('setMedicalRecord', 409, { fields: [{ field: 'new_subject.code', code: 'one_of' }] }), []);
  assert.ok(failureIssues('setMedicalRecord', 409, { current: { record_id: 'x' } }).length > 0, 'a conflict without the record breaks the contract');
});

failures('a refused sign-in carries only its throttle figures', () => {
  assert.equal(failureIssues('login', 401, { attempts_left: 2 }), []);
  assert.equal(failureIssues('login', 429, { retry_after_seconds: 30 }), []);
});

failures('a failure of a status with no data declared carries none', () => {
  assert.equal(failureIssues('getOwnUser', 409, { current: {} }), [{ field: 'data', code: 'unknown_field' }]);
  assert.equal(failureIssues('getOwnUser', 500, undefined), []);
});

failures.run();
