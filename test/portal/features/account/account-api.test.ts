import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bodyOf, installFetch, installSessionStorage, jsonResponse, textResponse } from '../../../support/fakes.ts';
import { changePassword, dropNulls, getOwnUser, modifyOwnAccount } from '../../../../src/portal/features/account/account-api.ts';
import { configureApi, type ApiFailure } from '../../../../src/portal/lib/http/api.ts';
import { reloadSession } from '../../../../src/portal/lib/session/session.ts';
import { english, loadCatalogue, wordsOf } from '../../../support/messages.ts';

let central: ApiFailure[];

function reset(): void {
  installSessionStorage({ user_id: '7', token: 'tok' });
  reloadSession();
  central = [];
  configureApi({ apiBase: '/api/', onFailure: (f) => central.push(f) });
}

const drop = suite('dropNulls');
drop.before(loadCatalogue);

drop('Null-valued fields are dropped before sending', () => {
  assert.equal(dropNulls({ name: 'Ana', lastname: null, company: 'North' }), { name: 'Ana', company: 'North' });
});

drop('undefined fields are dropped too; empty strings, zero and false are kept', () => {
  assert.equal(dropNulls({ a: undefined, b: '', c: 0, d: false }), { b: '', c: 0, d: false });
});

drop('does not change its argument', () => {
  const fields = { name: 'Ana', lastname: null };
  dropNulls(fields);
  assert.equal(fields, { name: 'Ana', lastname: null });
});

drop.run();

const modify = suite('modifyOwnAccount');
modify.before.each(reset);

modify('sends POST portal_users/set_own_user/{userId} with only the non-null fields', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK' }));
  const result = await modifyOwnAccount('7', { name: 'Ana', lastname: null, company: 'North Clinic' });
  assert.is(result.ok, true);
  assert.is(calls[0]?.url, '/api/portal_users/set_own_user/7');
  assert.is(calls[0]?.method, 'POST');
  assert.is(calls[0]?.headers.Authorization, '7:tok');
  assert.is(calls[0]?.headers['Content-Type'], 'application/json');
  assert.equal(bodyOf(calls[0]), { name: 'Ana', company: 'North Clinic' });
});

modify('No client-side validation of user fields: values are sent as given', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK' }));
  const odd = { name: '', lastname: '  x  ', company: 'a'.repeat(500) };
  await modifyOwnAccount('7', odd);
  assert.equal(bodyOf(calls[0]), odd);
});

modify("Account modification failure is left to the form, with the server message or 'Account could not be modified'", async () => {
  installFetch(() => jsonResponse({ message: 'Company name is taken' }, 409));
  const taken = await modifyOwnAccount('7', { company: 'x' });
  installFetch(() => textResponse('<html>Internal Server Error</html>', 500));
  const broken = await modifyOwnAccount('7', { company: 'x' });
  assert.equal([taken, broken].map((r) => (r.ok ? '' : english(r.message))), ['Company name is taken', 'Account could not be modified']);
  assert.equal(central, [], 'the form shows it: a toast for these, the fields for a refused field');
});

modify.run();

const own = suite('getOwnUser');
own.before.each(reset);

own('calls GET portal_users/get_own_user/0 and returns the user', async () => {
  const user = { id: 7, name: 'Ana', lastname: 'García', email: 'ana@example.org', company: 'North', is_admin: false };
  const calls = installFetch(() => jsonResponse({ message: 'OK', data: user }));
  const result = await getOwnUser();
  assert.equal(result, { ok: true, status: 200, data: user });
  assert.is(calls[0]?.url, '/api/portal_users/get_own_user/0');
  assert.is(calls[0]?.method, 'GET');
  assert.is(calls[0]?.body, undefined);
});

own.run();

const password = suite('changePassword');
password.before.each(reset);

password('sends POST auth/ with the current and new password and shows failures itself', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'The current password is not correct' }, 400));
  const body = { current_password: 'old-pw', new_password: 'new-pw-123' };
  const result = await changePassword(body);
  assert.is(result.ok, false);
  assert.is(wordsOf(result.ok ? '' : result.message), 'The current password is not correct');
  assert.is(calls[0]?.url, '/api/auth/');
  assert.is(calls[0]?.method, 'POST');
  assert.equal(bodyOf(calls[0]), body);
  assert.is(central.length, 0);
});

password.run();
