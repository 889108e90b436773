import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFetch, installSessionStorage, jsonResponse, type MemoryStorage } from '../../../support/fakes.ts';
import { configureApi, type ApiFailure } from '../../../../src/portal/lib/http/api.ts';
import { reloadSession } from '../../../../src/portal/lib/session/session.ts';
import { loadInstitutions } from '../../../../src/portal/domain/institutions/session-institutions.ts';
import { loadCatalogue, wordsOf } from '../../../support/messages.ts';

let storage: MemoryStorage;
let failures: ApiFailure[];

const load = suite('loadInstitutions');
load.before(loadCatalogue);
load.before.each(() => {
  storage = installSessionStorage({ user_id: '3', token: 'tok' });
  reloadSession();
  failures = [];
  configureApi({ apiBase: '/api/', onFailure: (f) => failures.push(f) });
});

load('stores the institutions as name and id pairs and returns the entries', async () => {
  const entries = [
    { institution_name: 'North', keyid: 1, country: 'ES' },
    { institution_name: 'South', keyid: 2 },
  ];
  const calls = installFetch(() => jsonResponse({ message: 'OK', data: entries }));
  const result = await loadInstitutions();
  assert.equal(result.ok && result.data, entries);
  assert.is(calls[0]?.url, '/api/institution/list_inst_user/0');
  assert.is(calls[0]?.method, 'POST');
  assert.equal(JSON.parse(storage.getItem('user_institutions') ?? 'null'), [
    { name: 'North', id: 1 },
    { name: 'South', id: 2 },
  ]);
});

load("a failure returns it, stores nothing and is handed to the central handler with 'Institutions could not be loaded'", async () => {
  installFetch(() => Promise.reject(new TypeError('offline')));
  const result = await loadInstitutions();
  assert.is(result.ok, false);
  assert.is(storage.getItem('user_institutions'), null);
  assert.is(failures.length, 1);
  assert.is(wordsOf(failures[0]?.message), 'Institutions could not be loaded');
});

load("an OK answer without a list is a failure with 'Institutions could not be loaded' and stores nothing", async () => {
  installFetch(() => jsonResponse({ message: 'OK', data: { not: 'a list' } }));
  const result = await loadInstitutions();
  assert.equal(wordsOf(result.ok ? null : result.message), 'Institutions could not be loaded');
  assert.is(storage.getItem('user_institutions'), null);
});

load('an aborted load stops the call and leaves the session as it was', async () => {
  installFetch(({ init }) => new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  }));
  const controller = new AbortController();
  const pending = loadInstitutions(controller.signal);
  controller.abort();
  assert.is((await pending).ok, false);
  assert.is(storage.getItem('user_institutions'), null);
  assert.is(failures.length, 0);
});

load.run();
