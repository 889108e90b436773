/**
 * Endpoints whose success is a bare document (the FHIR export, issue 25): the client asks for the
 * media type, takes a 2xx body as the data, and still resolves failures against the catalogue.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeFetch, jsonResponse, textResponse, type Responder } from '../../../support/fakes.ts';
import { createApiClient } from '../../../../src/portal/lib/http/client.ts';
import { resolveResponse, type ApiFailure } from '../../../../src/portal/lib/http/resolve.ts';
import { endpoints } from '../../../../src/contract/endpoints.ts';

const fallback = 'Report could not be retrieved';
const bundle = { resourceType: 'Bundle', type: 'collection', timestamp: '2026-03-02T10:00:00.000Z', entry: [] };

const resolve = suite('resolveResponse of a bare answer');

resolve('a 2xx JSON body is the data itself, with no OK message', () => {
  assert.equal(resolveResponse(200, JSON.stringify(bundle), fallback, undefined, true), { ok: true, status: 200, data: bundle });
});

resolve('the same body from an enveloped endpoint is a failure', () => {
  assert.is(resolveResponse(200, JSON.stringify(bundle), fallback).ok, false);
});

resolve('a failure keeps the envelope: its reason and kind come from the catalogue', () => {
  const refused = resolveResponse(403, JSON.stringify({ message: 'Bad permissions' }), fallback, undefined, true);
  assert.equal(refused.ok ? null : refused.kind, 'auth');
  const missing = resolveResponse(404, JSON.stringify({ message: 'Evaluation not found' }), fallback, undefined, true);
  assert.equal(missing.ok ? null : [missing.kind, missing.serverMessage], ['failure', 'Evaluation not found']);
});

resolve('a 2xx answer that is not JSON is the action\'s fallback', () => {
  assert.equal(resolveResponse(200, '<html>', fallback, undefined, true), { ok: false, kind: 'failure', status: 200, message: fallback });
});

resolve.run();

const client = suite('client call of a FHIR endpoint');

function setup(responder: Responder) {
  const { fetch, calls } = fakeFetch(responder);
  const failures: ApiFailure[] = [];
  const api = createApiClient({
    apiBase: () => '/api/',
    credentials: () => ({ userId: '7', token: 'tok' }),
    fetch,
    onFailure: (f) => failures.push(f),
  });
  return { api, calls, failures };
}

client('asks for application/fhir+json with the session headers and returns the Bundle', async () => {
  const { api, calls } = setup(() => textResponse(JSON.stringify(bundle), 200, 'application/fhir+json'));
  const result = await api.call(endpoints.exportReportFhirInst, { params: { id: 12 }, query: { lang: 'es' }, fallback });
  assert.equal(result, { ok: true, status: 200, data: bundle });
  assert.is(calls[0]?.url, '/api/reports/fhir_inst/12?lang=es');
  assert.is(calls[0]?.method, 'GET');
  assert.is(calls[0]?.headers.Accept, 'application/fhir+json');
  assert.is(calls[0]?.headers.Authorization, '7:tok');
});

client('an enveloped endpoint still asks for application/json', async () => {
  const { api, calls } = setup(() => jsonResponse({ message: 'OK', data: [] }));
  await api.call(endpoints.getReportVariations, { params: { id: 1 }, fallback });
  assert.is(calls[0]?.headers.Accept, 'application/json');
});

client('a refusal goes to the central handler like any other call', async () => {
  const { api, failures } = setup(() => jsonResponse({ message: 'Bad permissions' }, 403));
  const result = await api.call(endpoints.exportSubjectFhirInst, { params: { id: 3 }, fallback });
  assert.is(result.ok, false);
  assert.is(failures.length, 1);
});

client.run();
