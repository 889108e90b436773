import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pathBuilder } from '../../../../src/portal/lib/router/path-builder.ts';
import { match } from '../../../../src/portal/lib/router/match.ts';

const build = suite('pathBuilder');

build('a fixed path takes no argument and keeps its pattern', () => {
  const about = pathBuilder('/about');
  assert.is(about(), '/about');
  assert.is(about.pattern, '/about');
});

build('fills :name segments, URL-encoding each value', () => {
  const reset = pathBuilder('/reset_your_password/:id', { key: 'text' });
  assert.is(reset({ id: 'a b/c' }), '/reset_your_password/a%20b%2Fc');
  assert.equal(match(reset.pattern, reset({ id: 'a b/c' })), { id: 'a b/c' });
});

build('adds only the query values given, in the declared order, fully encoded by default', () => {
  const reports = pathBuilder('/patient/reports', { subject: 'text', PP: 'text' });
  assert.is(reports(), '/patient/reports');
  assert.is(reports({ PP: 1, subject: '4&x' }), '/patient/reports?subject=4%26x&PP=1');
  assert.is(reports({ subject: undefined, PP: null }), '/patient/reports');
  const signIn = pathBuilder('/auth/sign-in', { redirect: 'text' });
  assert.is(signIn({ redirect: '/users?tab=1' }), '/auth/sign-in?redirect=%2Fusers%3Ftab%3D1');
});

build("a 'path' query value keeps its slashes readable but still encodes the rest", () => {
  const institutions = pathBuilder('/institutions', { from: 'path' });
  assert.is(institutions({ from: '/auth/sign-in' }), '/institutions?from=/auth/sign-in');
  assert.is(institutions({ from: '/a b?c=1' }), '/institutions?from=/a%20b%3Fc%3D1');
  assert.is(new URLSearchParams('from=/auth/sign-in').get('from'), '/auth/sign-in');
});

build('a missing parameter is refused rather than written as undefined', () => {
  const reset = pathBuilder('/reset_your_password/:id');
  assert.throws(() => (reset as unknown as (args: object) => string)({}), /Missing route parameter "id"/);
});

build.run();
