import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bodyOf, installFetch, installSessionStorage, jsonResponse } from '../../../support/fakes.ts';
import { sendSupportRequest } from '../../../../src/portal/features/support/support-api.ts';
import { configureApi, type ApiFailure } from '../../../../src/portal/lib/http/api.ts';
import { reloadSession } from '../../../../src/portal/lib/session/session.ts';
import { loadCatalogue, wordsOf } from '../../../support/messages.ts';

let central: ApiFailure[];

const support = suite('sendSupportRequest');
support.before(loadCatalogue);
support.before.each(() => {
  installSessionStorage({ user_id: '8', token: 'tok' });
  reloadSession();
  central = [];
  configureApi({ apiBase: '/api/', onFailure: (f) => central.push(f) });
});

support('sends POST tickets/request_support/0 with {subject, body} and the session headers', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK', data: { ticket_id: 301 } }));
  const result = await sendSupportRequest('Report Interpretation', 'Please help with evaluation 4.');
  assert.equal(result, { ok: true, status: 200, data: { ticket_id: 301 } });
  assert.is(calls[0]?.url, '/api/tickets/request_support/0');
  assert.is(calls[0]?.method, 'POST');
  assert.equal(calls[0]?.headers, {
    Accept: 'application/json',
    LoginType: '1',
    AuthType: 'VMPartner',
    Authorization: '8:tok',
    'Content-Type': 'application/json',
    // The interface language, so that any mail the call causes is written in it.
    'Accept-Language': 'en',
  });
  assert.equal(bodyOf(calls[0]), { subject: 'Report Interpretation', body: 'Please help with evaluation 4.' });
  assert.is(central.length, 0);
});

support('sends a long description whole (no length limits)', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK', data: { ticket_id: 1 } }));
  const long = 'detail '.repeat(3000);
  await sendSupportRequest('Other', long);
  assert.equal(bodyOf(calls[0]), { subject: 'Other', body: long });
});

support("a failure is left to the dialog, with 'Support request could not be sent', not shown centrally too", async () => {
  installFetch(() => Promise.reject(new TypeError('offline')));
  const result = await sendSupportRequest('Other', 'Hello');
  assert.is(result.ok, false);
  assert.is(wordsOf(result.ok ? '' : result.message), 'Support request could not be sent');
  assert.is(central.length, 0);
});

support('an authentication failure still goes to the central handler, which ends the session', async () => {
  installFetch(() => jsonResponse({ message: 'Failed in authentication' }, 401));
  await sendSupportRequest('Other', 'Hello');
  assert.is(central.length, 1);
  assert.is(central[0]?.kind, 'auth');
});

support.run();
