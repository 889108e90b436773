import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fill, match } from '../../../../src/portal/lib/router/match.ts';

const m = suite('match');

m('matches a static pattern exactly, with no parameters', () => {
  assert.equal(match('/institutions', '/institutions'), {});
  assert.equal(match('/', '/'), {});
});

m('ignores a trailing slash', () => {
  assert.equal(match('/institutions', '/institutions/'), {});
  assert.equal(match('/users/add_user/', '/users/add_user'), {});
});

m('returns the decoded :name parameters', () => {
  assert.equal(match('/reset_your_password/:id', '/reset_your_password/ab%20c'), { id: 'ab c' });
});

m('rejects a different segment count or a different static segment', () => {
  assert.is(match('/users', '/users/add_user'), null);
  assert.is(match('/users/add_user', '/users'), null);
  assert.is(match('/reset_your_password/:id', '/reset_your_password'), null);
  assert.is(match('/patient/reports', '/patient/legacy_reports'), null);
});

m('is case-sensitive', () => {
  assert.is(match('/about', '/About'), null);
});

m('rejects a malformed percent-encoding in a parameter', () => {
  assert.is(match('/reset_your_password/:id', '/reset_your_password/%E0%A4%A'), null);
});

m.run();

const f = suite('fill');

f('fills :name segments, URL-encoding each value', () => {
  assert.is(fill('/reset_your_password/:id', { id: 'a/b c' }), '/reset_your_password/a%2Fb%20c');
});

f('leaves a pattern without parameters unchanged', () => {
  assert.is(fill('/institutions'), '/institutions');
});

f('round-trips with match', () => {
  const path = fill('/reset_your_password/:id', { id: 'x/y?z' });
  assert.equal(match('/reset_your_password/:id', path), { id: 'x/y?z' });
});

f('throws on a missing parameter', () => {
  assert.throws(() => fill('/reset_your_password/:id', {}), /Missing route parameter "id"/);
});

f.run();
