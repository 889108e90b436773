import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeFetch, jsonResponse, textResponse } from '../../../support/fakes.ts';
import { loadConfig, parseConfig } from '../../../../src/portal/lib/config/config.ts';
import { describeProblem } from '../../../../src/portal/lib/config/config-problems.ts';
import { runtimeConfig, setRuntimeConfig } from '../../../../src/portal/lib/config/runtime.ts';

const valid = { productName: 'Evaluation Report Portal', supportEmail: 'help@hospital.org' };

const parse = suite('parseConfig');

parse('fills the defaults: /api/, 60 minutes, and no language of its own (the browser decides)', () => {
  assert.equal(parseConfig(valid), {
    ok: true,
    config: {
      apiBase: '/api/',
      sessionMinutes: 60,
      productName: 'Evaluation Report Portal',
      supportEmail: 'help@hospital.org',
    },
  });
});

parse('adds the trailing slash to apiBase and trims the product name', () => {
  const result = parseConfig({ ...valid, apiBase: 'https://backend.example/api', productName: '  Portal  ' });
  assert.equal(result.ok && [result.config.apiBase, result.config.productName], ['https://backend.example/api/', 'Portal']);
});

parse('accepts Spanish and another session length', () => {
  const result = parseConfig({ ...valid, defaultLanguage: 'es', sessionMinutes: 30 });
  assert.equal(result.ok && [result.config.defaultLanguage, result.config.sessionMinutes], ['es', 30]);
});

parse('refuses a value that is not a JSON object', () => {
  for (const raw of [null, [], 'x', 3]) {
    const result = parseConfig(raw);
    assert.equal(!result.ok && result.problems.map((problem) => describeProblem(problem)), ['config.json must hold a JSON object.']);
  }
});

parse('lists every problem at once', () => {
  const result = parseConfig({ apiBase: '//evil.example/', defaultLanguage: 'fr', sessionMinutes: 0, productName: ' ', supportEmail: 'nobody' });
  assert.is(result.ok, false);
  assert.is(!result.ok && result.problems.length, 5);
});

parse('refuses an apiBase that is neither a path nor http(s)', () => {
  for (const apiBase of ['api/', 'ftp://host/api', '//host/api', 'javascript:alert(1)']) {
    assert.is(parseConfig({ ...valid, apiBase }).ok, false, apiBase);
  }
  assert.is(parseConfig({ ...valid, apiBase: 'http://localhost:8080/api/' }).ok, true);
});

parse('refuses a session length that is not a whole number from 1 to 1440', () => {
  for (const sessionMinutes of [0, 1441, 1.5, '60']) {
    assert.is(parseConfig({ ...valid, sessionMinutes }).ok, false, String(sessionMinutes));
  }
  assert.is(parseConfig({ ...valid, sessionMinutes: 1440 }).ok, true);
});

parse.run();

const load = suite('loadConfig');

load('fetches /portal/config.json as index.html preloads it (same-origin credentials, no cache override) and checks it', async () => {
  const { fetch, calls } = fakeFetch(() => jsonResponse(valid));
  const result = await loadConfig(undefined, fetch);
  assert.is(result.ok, true);
  assert.is(calls[0]?.url, '/portal/config.json');
  assert.is(calls[0]?.init.cache, undefined);
  assert.is(calls[0]?.init.credentials, 'same-origin');
});

load('names an unreachable, missing or invalid file', async () => {
  const offline = await loadConfig('/c.json', fakeFetch(() => Promise.reject(new TypeError('x'))).fetch);
  const missing = await loadConfig('/c.json', fakeFetch(() => textResponse('nope', 404)).fetch);
  const broken = await loadConfig('/c.json', fakeFetch(() => textResponse('{"apiBase":', 200)).fetch);
  const words = (result: typeof offline) => !result.ok && result.problems.map((problem) => describeProblem(problem));
  assert.equal(words(offline), ['/c.json could not be fetched. Check the web server is reachable.']);
  assert.equal(words(missing), ['/c.json answered 404. The file may be missing.']);
  assert.equal(words(broken), ['/c.json is not valid JSON.']);
});

load.run();

const runtime = suite('runtimeConfig');

runtime('defaults to /api/ and 60 minutes until set', () => {
  assert.is(runtimeConfig().apiBase, '/api/');
  assert.is(runtimeConfig().sessionMinutes, 60);
  const config = { ...runtimeConfig(), apiBase: '/backend/', sessionMinutes: 20 };
  setRuntimeConfig(config);
  assert.is(runtimeConfig(), config);
});

runtime.run();
