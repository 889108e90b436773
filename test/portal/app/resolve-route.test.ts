import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decideAccess, resolveRoute, type AccessFacts } from '../../../src/portal/app/resolve-route.ts';
import { notFoundRoute, routes, type RouteDef } from '../../../src/portal/app/routes.ts';
import { callerOf } from '../../../src/portal/domain/access/caller.ts';
import { refusedByShell } from '../../../src/portal/app/route-access.ts';

const resolve = suite('resolveRoute');

resolve('finds the route for a path', () => {
  assert.is(resolveRoute('/institutions').route.pattern, '/institutions');
  assert.is(resolveRoute('/users/add_user').route.pattern, '/users/add_user');
  assert.is(resolveRoute('/').route.pattern, '/');
  assert.is(resolveRoute('/training/exam/').route.pattern, '/training/exam');
});

resolve('a path\'s view picks its page; any other view, or none, the page of the path', () => {
  assert.is(resolveRoute('/users?view=audit').route.view, 'audit');
  assert.is(resolveRoute('/users?page=2&view=audit&user=3').route.view, 'audit');
  assert.is(resolveRoute('/medical_records?view=standard_strings').route.view, 'standard_strings');
  for (const url of ['/users', '/users?view=other', '/users?q=audit']) {
    const { route } = resolveRoute(url);
    assert.is(route.pattern, '/users', url);
    assert.is(route.view, undefined, url);
  }
  assert.is(resolveRoute('/users/add_user?view=audit').route.pattern, '/users/add_user');
});

resolve('returns the decoded parameters', () => {
  const resolved = resolveRoute('/reset_your_password/abc%20123');
  assert.is(resolved.route.pattern, '/reset_your_password/:id');
  assert.equal(resolved.params, { id: 'abc 123' });
});

resolve('Any unknown path shows the 404 page', () => {
  for (const path of ['/nope', '/users/add_user/extra', '/auth', '/reset_your_password']) {
    const resolved = resolveRoute(path);
    assert.is(resolved.route, notFoundRoute, path);
    assert.equal(resolved.params, {});
  }
});

resolve('uses the given table', () => {
  const only: RouteDef = { ...routes[0]!, pattern: '/x/:y' };
  assert.equal(resolveRoute('/x/1', [only]), { route: only, params: { y: '1' } });
  assert.is(resolveRoute('/', [only]).route, notFoundRoute);
});

resolve.run();

const signedOut: AccessFacts = { loggedIn: false, institutionChosen: false };
const signedIn: AccessFacts = { loggedIn: true, institutionChosen: true };
const noInstitution: AccessFacts = { ...signedIn, institutionChosen: false };
const member = callerOf({ selected_institution_id: '1' });
/** An evaluator in training in the chosen institution: Training is allowed (spec §4). */
const trainee = callerOf({ selected_institution_id: '1', user_roles: '["evaluator"]', evaluator_status: '1' });
const route = (path: string) => resolveRoute(path).route;

const access = suite('decideAccess');

access('Session: a visitor who is not logged in is redirected to the login page with the path as redirect-back', () => {
  assert.equal(decideAccess(route('/patient/reports'), '/patient/reports', '?subject=4&PP=1', signedOut), {
    kind: 'redirect',
    to: `/auth/sign-in?redirect=${encodeURIComponent('/patient/reports?subject=4&PP=1')}`,
  });
});

access('every main page requires sign-in', () => {
  for (const r of routes.filter((x) => x.layout === 'main')) {
    const decision = decideAccess(r, r.pattern, '', signedOut);
    assert.is(decision.kind, 'redirect', r.pattern);
  }
  assert.equal(decideAccess(route('/terms_and_conditions'), '/terms_and_conditions', '', signedOut), {
    kind: 'redirect',
    to: '/auth/sign-in?redirect=%2Fterms_and_conditions',
  });
});

access('a logged-in user sees the main pages', () => {
  assert.equal(decideAccess(route('/institutions'), '/institutions', '', signedIn), { kind: 'render' });
  assert.equal(decideAccess(route('/admin_panel'), '/admin_panel', '', signedIn), { kind: 'render' });
});

access('the sign-in page redirects a signed-in user to the redirect-back target', () => {
  assert.equal(decideAccess(route('/auth/sign-in'), '/auth/sign-in', '?redirect=%2Fusers%3Ftab%3D1', signedIn), {
    kind: 'redirect',
    to: '/users?tab=1',
  });
});

access('the sign-in page redirects a signed-in user to / without a safe target', () => {
  for (const search of ['', '?redirect=https%3A%2F%2Fevil.example', '?redirect=%2F%2Fevil.example', '?redirect=%2Fauth%2Fsign-in']) {
    assert.equal(decideAccess(route('/auth/sign-in'), '/auth/sign-in', search, signedIn), { kind: 'redirect', to: '/' }, search);
  }
});

access('the sign-in page shows for a signed-out visitor', () => {
  assert.equal(decideAccess(route('/auth/sign-in'), '/auth/sign-in', '', signedOut), { kind: 'render' });
});

access('public auth pages show to everyone', () => {
  for (const path of ['/auth/sign-up', '/auth/forgot-password', '/reset_your_password/1', '/auth/404', '/auth/500', '/nowhere']) {
    assert.equal(decideAccess(route(path), path, '', signedOut), { kind: 'render' }, path);
    assert.equal(decideAccess(route(path), path, '', signedIn), { kind: 'render' }, path);
  }
});

access('Training pages are forbidden unless Training is allowed', () => {
  assert.is(refusedByShell(route('/training/videos'), member), true);
  assert.is(refusedByShell(route('/training/videos'), trainee), false);
  assert.equal(decideAccess(route('/training/videos'), '/training/videos', '', signedIn), { kind: 'render' }, 'the layout decides, not the first screen');
  assert.is(decideAccess(route('/training'), '/training', '', signedOut).kind, 'redirect');
});

access('a page the shell refuses for it forbids a caller the contract refuses: the admin-only guard', () => {
  const admin: RouteDef = { ...route('/admin_panel'), refusedBy: 'shell' };
  assert.is(refusedByShell(admin, member), true);
  const administrator = callerOf({ selected_institution_id: '1', permissions: JSON.stringify({ reports: [], users: ['admin_dashboard'] }) });
  assert.is(refusedByShell(admin, administrator), false);
  // The panel itself explains a refusal: the shell renders it.
  assert.is(refusedByShell(route('/admin_panel'), member), false);
});

access('without a chosen institution every page working in one leads to choosing one, then back', () => {
  assert.equal(decideAccess(route('/patient/reports'), '/patient/reports', '?subject=4', noInstitution), {
    kind: 'redirect',
    to: `/institutions?redirect=${encodeURIComponent('/patient/reports?subject=4')}`,
  });
  for (const r of routes.filter((x) => x.access !== 'public' && x.access !== 'signed-out' && x.institution === 'needed')) {
    const decision = decideAccess(r, r.pattern, '', noInstitution);
    assert.is(decision.kind === 'redirect' && decision.to.startsWith('/institutions'), true, r.pattern);
  }
  assert.equal(decideAccess(route('/institutions'), '/institutions', '?from=/auth/sign-in', noInstitution), { kind: 'render' });
});

access('About, the manual, My Account, User Roles and Institutions need no institution', () => {
  const anywhere = routes.filter((r) => r.layout === 'main' && r.institution === 'none').map((r) => r.pattern);
  assert.equal(anywhere.sort(), ['/about', '/institutions', '/my_account', '/user_manual', '/user_roles']);
  for (const path of anywhere) assert.equal(decideAccess(route(path), path, '', noInstitution), { kind: 'render' }, path);
});

access('a login just finished goes in one step to where it lands, not through / and /institutions', () => {
  assert.equal(decideAccess(route('/auth/sign-in'), '/auth/sign-in', '', noInstitution), { kind: 'redirect', to: '/institutions?from=/auth/sign-in' });
  // A target that needs an institution goes straight to choosing one, then on to it.
  assert.equal(decideAccess(route('/auth/sign-in'), '/auth/sign-in', '?redirect=%2Fpatients%3Fq%3D1', noInstitution), {
    kind: 'redirect',
    to: `/institutions?redirect=${encodeURIComponent('/patients?q=1')}`,
  });
  // One that needs none is reached at once.
  assert.equal(decideAccess(route('/auth/sign-in'), '/auth/sign-in', '?redirect=%2Fuser_roles', noInstitution), { kind: 'redirect', to: '/user_roles' });
});

access('without a chosen institution, home leads to Institutions with nothing to come back to', () => {
  assert.equal(decideAccess(route('/'), '/', '', noInstitution), { kind: 'redirect', to: '/institutions' });
});

access('the evaluator opening Training before choosing an institution is sent to choose one, not refused', () => {
  assert.equal(decideAccess(route('/training'), '/training', '', noInstitution), {
    kind: 'redirect',
    to: '/institutions?redirect=%2Ftraining',
  });
});

access('public pages need no institution', () => {
  for (const path of ['/auth/sign-up', '/auth/terms_and_conditions', '/auth/404']) {
    assert.equal(decideAccess(route(path), path, '', noInstitution), { kind: 'render' }, path);
  }
});

access.run();
