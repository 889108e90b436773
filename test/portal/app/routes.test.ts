import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { notFoundRoute, routes, type RouteDef } from '../../../src/portal/app/routes.ts';
import { needOf } from '../../../src/portal/app/route-access.ts';
import { afterLoginPath, paths as portalPaths } from '../../../src/portal/domain/paths.ts';

function route(pattern: string): RouteDef {
  const found = routes.find((r) => r.pattern === pattern && r.view === undefined);
  if (!found) throw new Error(`no route ${pattern}`);
  return found;
}

const mainRoutes = [
  '/',
  '/about',
  '/user_manual',
  '/user_roles',
  '/my_account',
  '/institutions',
  '/medical_records',
  '/medical_records/register',
  '/medical_records/list',
  '/patients',
  '/patient/reports',
  '/patient/legacy_reports',
  '/admin_panel',
  '/users',
  '/users/add_user',
  '/demo_evals',
  '/access_history',
  '/training',
  '/training/videos',
  '/training/exam',
  '/training/certificates',
];

const authRoutes = [
  '/auth/sign-in',
  '/auth/second-step',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/reset_your_password/:id',
  '/confirm_email/:id',
  '/auth/404',
  '/auth/500',
  '/auth/terms_and_conditions',
  '/verify/:code',
];

const table = suite('routes');

table('every main route of spec §2 sits in the signed-in layout and requires sign-in', () => {
  for (const pattern of mainRoutes) {
    const r = route(pattern);
    assert.is(r.layout, 'main', pattern);
    assert.is(r.access, 'signed-in', `${pattern} requires sign-in`);
  }
});

table('Training and its children also need Training to be allowed', () => {
  for (const pattern of ['/training', '/training/videos', '/training/exam', '/training/certificates']) {
    assert.equal(route(pattern).needs, ['listTrainingVideos'], pattern);
    assert.is(route(pattern).refusedBy, 'shell', pattern);
  }
});

table('the auth routes use the narrow centred layout', () => {
  for (const pattern of authRoutes) assert.is(route(pattern).layout, 'auth', pattern);
});

table('only sign-in and its second step are for signed-out visitors (a session begun there moves on as sign-in does)', () => {
  assert.is(route('/auth/sign-in').access, 'signed-out');
  assert.equal(
    routes.filter((r) => r.access === 'signed-out').map((r) => r.pattern),
    ['/auth/sign-in', '/auth/second-step'],
  );
});

table('/terms_and_conditions uses the wider centred layout', () => {
  assert.is(route('/terms_and_conditions').layout, 'wide');
  assert.is(route('/terms_and_conditions').access, 'signed-in');
});

table('404 and 500 pages exist', () => {
  assert.is(route('/auth/404').title, 'Page not found');
  assert.is(route('/auth/500').title, 'Server error');
});

table('an admin-only guard exists but is applied to no route', () => {
  assert.equal(routes.filter((r) => r.refusedBy === 'shell' && r.needs?.some((need) => needOf(need).access.caller === 'admin')), []);
});

table('there are no other routes and no duplicate patterns', () => {
  const patterns = routes.filter((r) => r.view === undefined).map((r) => r.pattern);
  assert.equal([...patterns].sort(), [...mainRoutes, ...authRoutes, '/terms_and_conditions'].sort());
  assert.is(new Set(patterns).size, patterns.length);
});

table('the standard strings and the audit trail are pages of their own, picked by the view of their path', () => {
  const viewed = routes.filter((r) => r.view !== undefined).map((r) => `${r.pattern}?view=${r.view}`);
  assert.equal(viewed.sort(), ['/medical_records?view=standard_strings', '/users?view=audit']);
  for (const r of routes.filter((each) => each.view !== undefined)) {
    assert.is(r.layout, 'main');
    assert.is(r.access, 'signed-in');
    assert.is(r.title, route(r.pattern).title, 'titled as the page of its path');
  }
});

table('each page has a loader of its own; /training opens the training videos, and the terms are one page signed in or out', () => {
  const loaders = routes.map((r) => r.load);
  assert.is(route('/training').load, route('/training/videos').load);
  assert.is.not(route('/training/exam').load, route('/training/videos').load);
  assert.is(route('/auth/terms_and_conditions').load, route('/terms_and_conditions').load);
  assert.is(new Set(loaders).size, loaders.length - 2);
});

table('every route has a title and a lazy page loader', () => {
  for (const r of [...routes, notFoundRoute]) {
    assert.ok(r.title.trim() !== '', r.pattern);
    assert.type(r.load, 'function');
  }
});

table.run();

const notFound = suite('notFoundRoute');

notFound('Any unknown path shows the 404 page in the narrow layout, for everyone', () => {
  assert.is(notFoundRoute.layout, 'auth');
  assert.is(notFoundRoute.access, 'public');
  assert.is(notFoundRoute.title, 'Page not found');
});

notFound.run();

const paths = suite('afterLoginPath and the sign-in path');

paths('after login the user goes to /institutions with from=/auth/sign-in', () => {
  assert.is(afterLoginPath, '/institutions?from=/auth/sign-in');
  assert.is(portalPaths.signIn(), '/auth/sign-in');
});

paths.run();
