import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { landingAfterLogin } from '../../../../src/portal/features/auth/landing.ts';

const landing = suite('landingAfterLogin');

landing('without a redirect-back target the user goes to /institutions with from=/auth/sign-in', () => {
  assert.is(landingAfterLogin(null), '/institutions?from=/auth/sign-in');
  assert.is(landingAfterLogin(''), '/institutions?from=/auth/sign-in');
});

landing('a safe redirect-back target wins', () => {
  assert.is(landingAfterLogin('/patient/reports?subject=4'), '/patient/reports?subject=4');
});

landing('an unsafe target is ignored', () => {
  assert.is(landingAfterLogin('https://evil.example/'), '/institutions?from=/auth/sign-in');
  assert.is(landingAfterLogin('//evil.example/'), '/institutions?from=/auth/sign-in');
  assert.is(landingAfterLogin('/auth/sign-in'), '/institutions?from=/auth/sign-in');
});

landing.run();
