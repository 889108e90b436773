import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nextCheckIn, sessionWarning, warnBeforeMs } from '../../../src/portal/app/session-warning-rule.ts';

const rule = suite('the session warning starts five minutes before the end');
const end = 1_000_000_000;
const minute = 60_000;

rule('nothing while more than five minutes are left', () => {
  assert.is(sessionWarning(end, end - warnBeforeMs - 1), null);
  assert.is(sessionWarning(end, end - 30 * minute), null);
});

rule('from five minutes before, the whole minutes left, rounded up', () => {
  assert.equal(sessionWarning(end, end - 5 * minute), { minutesLeft: 5 });
  assert.equal(sessionWarning(end, end - 4 * minute - 1), { minutesLeft: 5 });
  assert.equal(sessionWarning(end, end - 4 * minute), { minutesLeft: 4 });
  assert.equal(sessionWarning(end, end - 1), { minutesLeft: 1 });
});

rule('nothing once the session has ended or when its end is unknown', () => {
  assert.is(sessionWarning(end, end), null);
  assert.is(sessionWarning(Number.NaN, end), null);
});

rule('looks again when the warning starts, then at each minute boundary', () => {
  assert.is(nextCheckIn(end, end - 30 * minute), 25 * minute);
  assert.is(nextCheckIn(end, end - 4 * minute - 20_000), 20_000);
  assert.is(nextCheckIn(end, end - 3 * minute), minute);
});

rule.run();
