import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { safeRedirect } from '../../../../src/portal/lib/router/redirect.ts';

const redirect = suite('safeRedirect');

redirect('keeps an app path with its query', () => {
  assert.is(safeRedirect('/users'), '/users');
  assert.is(safeRedirect('/patient/reports?subject=7&PP=1'), '/patient/reports?subject=7&PP=1');
  assert.is(safeRedirect('/'), '/');
});

redirect('refuses another origin, a protocol-relative or backslash path', () => {
  assert.is(safeRedirect('https://evil.example/'), null);
  assert.is(safeRedirect('//evil.example/'), null);
  assert.is(safeRedirect('/\\evil.example'), null);
  assert.is(safeRedirect('javascript:alert(1)'), null);
});

redirect('The redirect after sign-in stays under the portal: dot segments, plain or encoded, are resolved first', () => {
  assert.is(safeRedirect('/portal/../../evil'), null);
  assert.is(safeRedirect('/../evil'), null);
  assert.is(safeRedirect('/%2e%2e/evil'), null);
  assert.is(safeRedirect('/users/%2E%2E/%2e%2e/..'), null);
  assert.is(safeRedirect('/users/../patients?x=1'), '/patients?x=1', 'a path that stays inside lands where it resolves');
  assert.is(safeRedirect('/users/../auth/sign-in'), null, 'and is still no auth page');
});

redirect('refuses an auth page, so sign-in cannot loop', () => {
  assert.is(safeRedirect('/auth/sign-in'), null);
  assert.is(safeRedirect('/auth/sign-in?redirect=%2Fusers'), null);
});

redirect('refuses empty values', () => {
  assert.is(safeRedirect(''), null);
  assert.is(safeRedirect(null), null);
  assert.is(safeRedirect(undefined), null);
  assert.is(safeRedirect('users'), null);
});

redirect.run();
