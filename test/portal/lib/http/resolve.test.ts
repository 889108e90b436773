import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { classifyMessage, resolveResponse } from '../../../../src/portal/lib/http/resolve.ts';

const fallback = 'Report could not be retrieved';

const classify = suite('classifyMessage');

for (const marker of ['Failed in authentication', 'Bad permissions', 'Invalid token', 'Expired token']) {
  classify(`a server message containing '${marker}' is an authentication failure shown as 'Failed in authentication. Please Logout'`, () => {
    assert.equal(classifyMessage(`Request refused: ${marker} (code 17)`, fallback), {
      kind: 'auth',
      message: 'Failed in authentication. Please Logout',
    });
    assert.equal(classifyMessage(marker, fallback), { kind: 'auth', message: 'Failed in authentication. Please Logout' });
  });
}

classify("a server message containing 'Access denied' is shown as 'Access Denied'", () => {
  assert.equal(classifyMessage('Access denied for this institution', fallback), {
    kind: 'access-denied',
    message: 'Access Denied',
  });
});

classify('an authentication marker wins over Access denied in the same message', () => {
  assert.is(classifyMessage('Access denied: Expired token', fallback).kind, 'auth');
});

classify('any other server message is shown as it is', () => {
  assert.equal(classifyMessage('Subject 12 has no evaluations', fallback), {
    kind: 'failure',
    message: 'Subject 12 has no evaluations',
  });
});

classify('without a usable server message the per-action fallback is shown', () => {
  assert.equal(classifyMessage(undefined, fallback), { kind: 'failure', message: fallback });
  assert.equal(classifyMessage('', fallback), { kind: 'failure', message: fallback });
  assert.equal(classifyMessage('   ', fallback), { kind: 'failure', message: fallback });
});

classify('the markers are matched with their exact case', () => {
  assert.is(classifyMessage('invalid token', fallback).kind, 'failure');
  assert.is(classifyMessage('ACCESS DENIED', fallback).kind, 'failure');
});

classify.run();

const resolve = suite('resolveResponse');

resolve("a 2xx JSON answer whose message is exactly 'OK' succeeds with its data", () => {
  assert.equal(resolveResponse(200, JSON.stringify({ message: 'OK', data: { id: 3 } }), fallback), {
    ok: true,
    status: 200,
    data: { id: 3 },
  });
  assert.equal(resolveResponse(201, '{"message":"OK"}', fallback), { ok: true, status: 201, data: undefined });
});

resolve('Login fails unless the response message is exactly OK', () => {
  for (const message of ['ok', 'Ok', 'OK ', ' OK', 'OK.', 'OKAY', '']) {
    const result = resolveResponse(200, JSON.stringify({ message, data: { token: 't' } }), fallback);
    assert.is(result.ok, false, JSON.stringify(message));
  }
  assert.is(resolveResponse(200, JSON.stringify({ data: { token: 't' } }), fallback).ok, false);
  assert.is(resolveResponse(200, JSON.stringify({ message: ['OK'] }), fallback).ok, false);
});

resolve("a non-2xx status fails even when the message is 'OK'", () => {
  const result = resolveResponse(500, JSON.stringify({ message: 'OK' }), fallback);
  assert.is(result.ok, false);
  assert.is(result.status, 500);
});

resolve("a failure keeps the server's message apart from the text to show", () => {
  const result = resolveResponse(401, JSON.stringify({ message: 'Expired token' }), fallback);
  assert.equal(result, {
    ok: false,
    kind: 'auth',
    status: 401,
    message: 'Failed in authentication. Please Logout',
    serverMessage: 'Expired token',
    data: undefined,
  });
});

resolve("'Access denied' returns the response data", () => {
  const data = { institution: 4, reason: 'not a member' };
  const result = resolveResponse(403, JSON.stringify({ message: 'Access denied', data }), fallback);
  assert.equal(result, { ok: false, kind: 'access-denied', status: 403, message: 'Access Denied', serverMessage: 'Access denied', data });
});

resolve('a non-OK message in a 200 answer is a failure showing that message', () => {
  const result = resolveResponse(200, JSON.stringify({ message: 'Institution is suspended' }), fallback);
  assert.equal(result, {
    ok: false,
    kind: 'failure',
    status: 200,
    message: 'Institution is suspended',
    serverMessage: 'Institution is suspended',
    data: undefined,
  });
});

resolve("an HTML error page is a failure with the action's fallback", () => {
  const html = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
  assert.equal(resolveResponse(502, html, fallback), { ok: false, kind: 'failure', status: 502, message: fallback });
});

resolve("truncated JSON is a failure with the action's fallback", () => {
  assert.equal(resolveResponse(200, '{"message":"OK","data":{"tok', fallback), {
    ok: false,
    kind: 'failure',
    status: 200,
    message: fallback,
  });
});

resolve('an empty body, a bare array or a JSON primitive is a failure with the fallback', () => {
  for (const text of ['', '[]', '"OK"', 'null', '42']) {
    assert.equal(resolveResponse(200, text, fallback), { ok: false, kind: 'failure', status: 200, message: fallback }, text);
  }
});

resolve('a non-string message is ignored in favour of the fallback', () => {
  const result = resolveResponse(400, JSON.stringify({ message: { text: 'x' } }), fallback);
  assert.is(result.ok, false);
  if (!result.ok) {
    assert.is(result.message, fallback);
    assert.is(result.serverMessage, undefined);
  }
});

resolve.run();
