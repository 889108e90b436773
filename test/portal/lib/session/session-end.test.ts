import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installSessionStorage } from '../../../support/fakes.ts';
import { sessionStore, reloadSession } from '../../../../src/portal/lib/session/session.ts';
import { endSession, forgetSessionEnd, onSessionEnd, sessionEndedUnderPerson } from '../../../../src/portal/lib/session/session-end.ts';

const end = suite('endSession');

end('clears every session key before running the registered resets', () => {
  const storage = installSessionStorage({ token: 't', user_id: '1', username: 'u', user_roles: '["evaluator"]' });
  reloadSession();
  const seen: { token: string | null; storeToken: string | undefined }[] = [];
  const off = onSessionEnd(() => seen.push({ token: storage.getItem('token'), storeToken: sessionStore.getState().token }));
  endSession();
  off();
  assert.equal(seen, [{ token: null, storeToken: undefined }]);
  assert.is(storage.length, 0);
});

end('runs every registered reset once per session end', () => {
  installSessionStorage();
  const calls: string[] = [];
  const offA = onSessionEnd(() => calls.push('a'));
  const offB = onSessionEnd(() => calls.push('b'));
  endSession();
  endSession();
  offA();
  offB();
  assert.equal(calls, ['a', 'b', 'a', 'b']);
});

end('hands each reset the reason the session ended, none for a logout', () => {
  installSessionStorage();
  const reasons: (string | undefined)[] = [];
  const off = onSessionEnd((reason) => reasons.push(reason));
  endSession('ended');
  endSession();
  off();
  assert.equal(reasons, ['ended', undefined]);
});

end('remembers a session that ended under the person, for the sign-in page to say so, until a new sign-in or a logout', () => {
  installSessionStorage();
  endSession('ended');
  assert.is(sessionEndedUnderPerson(), true);
  forgetSessionEnd();
  assert.is(sessionEndedUnderPerson(), false);
  endSession('ended');
  endSession();
  assert.is(sessionEndedUnderPerson(), false, 'a logout is no news');
});

end.run();

const register = suite('onSessionEnd');

register('the returned function unregisters the reset', () => {
  installSessionStorage();
  let calls = 0;
  const off = onSessionEnd(() => calls++);
  off();
  endSession();
  assert.is(calls, 0);
});

register.run();
