import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signInRefusalOf } from '../../src/contract/sign-in-refusal.ts';

test('reads attempts left and the wait from a refused sign-in', () => {
  assert.equal(signInRefusalOf({ attempts_left: 2 }), { attempts_left: 2 });
  assert.equal(signInRefusalOf({ retry_after_seconds: 300 }), { retry_after_seconds: 300 });
});

test('leaves out figures that are missing or malformed', () => {
  assert.equal(signInRefusalOf(undefined), {});
  assert.equal(signInRefusalOf({ attempts_left: -1, retry_after_seconds: '300' }), {});
  assert.equal(signInRefusalOf({ attempts_left: 1.5 }), {});
});

test.run();
