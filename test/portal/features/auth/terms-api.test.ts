import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFetch, installSessionStorage, jsonResponse, type MemoryStorage } from '../../../support/fakes.ts';
import { acceptTerms } from '../../../../src/portal/features/auth/terms-api.ts';
import { configureApi, type ApiFailure } from '../../../../src/portal/lib/http/api.ts';
import { reloadSession, sessionStore } from '../../../../src/portal/lib/session/session.ts';
import { loadCatalogue, wordsOf } from '../../../support/messages.ts';

let storage: MemoryStorage;
let central: ApiFailure[];

const terms = suite('acceptTerms');
terms.before(loadCatalogue);
terms.before.each(() => {
  storage = installSessionStorage({ user_id: '5', token: 'tok', agree_tandc: 'false' });
  reloadSession();
  central = [];
  configureApi({ apiBase: '/api/', onFailure: (f) => central.push(f) });
});

terms('Terms and conditions: not accepted to accepted through a set call', async () => {
  const calls = installFetch(() => jsonResponse({ message: 'OK' }));
  assert.is(storage.getItem('agree_tandc'), 'false');
  const ok = await acceptTerms();
  assert.is(ok, true);
  assert.is(calls.length, 1);
  assert.is(calls[0]?.url, '/api/portal_users/set_terms_and_conditions_user/1');
  assert.is(calls[0]?.method, 'POST');
  assert.is(calls[0]?.headers.Authorization, '5:tok');
  assert.is(storage.getItem('agree_tandc'), 'true');
  assert.is(sessionStore.getState().agree_tandc, 'true');
});

terms("a refused call leaves the terms not accepted and reports 'Terms and Conditions could not be accepted'", async () => {
  installFetch(() => Promise.reject(new TypeError('offline')));
  assert.is(await acceptTerms(), false);
  assert.is(storage.getItem('agree_tandc'), 'false');
  assert.is(central.length, 1);
  assert.is(wordsOf(central[0]?.message), 'Terms and Conditions could not be accepted');
});

terms.run();
