import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flagOf } from '../../src/server/evaluations/measures.ts';

const flags = suite('flagOf: a value against its reference range');

flags('inside the range and away from its bounds is normal', () => {
  assert.equal(flagOf(1.3, 1.0, 1.6), { flag: 'normal', side: null });
});

flags('beyond a bound is outside, on that side', () => {
  assert.equal(flagOf(0.9, 1.0, 1.6), { flag: 'outside', side: 'low' });
  assert.equal(flagOf(1.7, 1.0, 1.6), { flag: 'outside', side: 'high' });
});

flags('within 10 % of the width inside a bound is borderline; on the bound itself too', () => {
  assert.equal(flagOf(1.05, 1.0, 1.6), { flag: 'borderline', side: 'low' });
  assert.equal(flagOf(1.0, 1.0, 1.6), { flag: 'borderline', side: 'low' });
  assert.equal(flagOf(1.55, 1.0, 1.6), { flag: 'borderline', side: 'high' });
  assert.equal(flagOf(1.07, 1.0, 1.6), { flag: 'normal', side: null });
});

flags('with one open bound, the margin is 10 % of the other bound', () => {
  assert.equal(flagOf(9.5, null, 10), { flag: 'borderline', side: 'high' });
  assert.equal(flagOf(8.9, null, 10), { flag: 'normal', side: null });
  assert.equal(flagOf(1000, 20, null), { flag: 'normal', side: null });
  assert.equal(flagOf(21, 20, null), { flag: 'borderline', side: 'low' });
});

flags('no value or no range: no flag', () => {
  assert.equal(flagOf(null, 1, 2), { flag: null, side: null });
  assert.equal(flagOf(5, null, null), { flag: null, side: null });
});

flags.run();
