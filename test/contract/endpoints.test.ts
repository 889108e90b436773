import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { needsSession } from '../../src/contract/access.ts';
import { buildPath, endpoints, type Endpoint } from '../../src/contract/endpoints.ts';

const table = suite('endpoints');

table('login, signing in with a passkey alone, register, the reset-password, the email-confirmation (and asking for a new link), the certificate-verification and the printed-paper check calls need no session; every other call does', () => {
  const open = Object.entries(endpoints)
    .filter(([, endpoint]) => !needsSession(endpoint.access))
    .map(([name]) => name)
    .sort();
  assert.equal(open, ['confirmEmail', 'login', 'passkeySignIn', 'passkeySignInOptions', 'register', 'resendConfirmation', 'resetPassword', 'verifyCertificate', 'verifyPaper']);
});

table('support requests go to POST tickets/request_support/0', () => {
  assert.equal(endpoints.requestSupport, { method: 'POST', path: 'tickets/request_support/0', access: { caller: 'signed-in' } });
});

table('the role catalogue and own user are read with GET, the rest of portal_users with POST', () => {
  assert.is(endpoints.listUserRoles.method, 'GET');
  assert.is(endpoints.listUserRoles.path, 'portal_users/list_user_roles/0');
  assert.is(endpoints.getOwnUser.method, 'GET');
  assert.is(endpoints.getOwnUser.path, 'portal_users/get_own_user/0');
  assert.is(endpoints.setLoginInstitution.method, 'POST');
  assert.is(endpoints.acceptTerms.path, 'portal_users/set_terms_and_conditions_user/1');
});

table('report lists and longitudinal reports use the placeholder id 0', () => {
  for (const endpoint of [
    endpoints.listReportsInst,
    endpoints.listReportsInstUser,
    endpoints.listReportsDemo,
    endpoints.getLongitudinalInst,
    endpoints.getLongitudinalInstUser,
    endpoints.getLongitudinalDemo,
  ]) {
    assert.ok(endpoint.path.endsWith('/0'), endpoint.path);
    assert.is(endpoint.method, 'POST');
  }
});

table('no two endpoints share a method and path', () => {
  const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
  assert.is(new Set(keys).size, keys.length);
});

table.run();

const build = suite('buildPath');
const sample: Endpoint = { method: 'POST', path: 'portal_users/link_user_inst/{id}', access: { caller: 'signed-in' } };

build('fills a path parameter and appends the query in order', () => {
  assert.is(buildPath(sample, { id: 42 }, { link: 1, group: 0 }), 'portal_users/link_user_inst/42?link=1&group=0');
});

build('URL-encodes a parameter so a slash or dots cannot change the path', () => {
  assert.is(buildPath(sample, { id: '../admin/x' }), 'portal_users/link_user_inst/..%2Fadmin%2Fx');
  assert.is(buildPath(endpoints.resetPassword, { id: 'a b@c.d' }), 'auth/password/a%20b%40c.d');
});

build('skips undefined, null and empty query values but keeps false and 0', () => {
  assert.is(
    buildPath(sample, { id: 1 }, { a: undefined, b: null, c: '', d: false, e: 0 }),
    'portal_users/link_user_inst/1?d=false&e=0',
  );
});

build('encodes query values', () => {
  assert.is(buildPath(endpoints.listReportsInst, {}, { subject: 'a&b=c' }), 'reports/list_reports_inst/0?subject=a%26b%3Dc');
});

build('returns the bare path when there is no query', () => {
  assert.is(buildPath(endpoints.requestSupport), 'tickets/request_support/0');
});

build('throws on a missing or empty path parameter', () => {
  assert.throws(() => buildPath(sample), /Missing path parameter "id"/);
  assert.throws(() => buildPath(sample, { id: '' }), /Missing path parameter "id"/);
});

build.run();
