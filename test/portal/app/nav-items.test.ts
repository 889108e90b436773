import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { institutionPages, pageOpens, sidebarItems, userMenuItems } from '../../../src/portal/app/nav-items.ts';
import { callerOf } from '../../../src/portal/domain/access/caller.ts';
import { resolveRoute } from '../../../src/portal/app/resolve-route.ts';
import { notFoundRoute, routes } from '../../../src/portal/app/routes.ts';

/** The caller of a session holding `roles` in a chosen institution, or none when `institution` is false. */
const caller = (roles: string[] = [], over: { evaluatorStatus?: string; institution?: boolean; owner?: boolean; admin?: boolean } = {}) =>
  callerOf({
    user_roles: JSON.stringify(roles),
    evaluator_status: over.evaluatorStatus ?? '0',
    is_owner: String(over.owner ?? false),
    permissions: JSON.stringify({ reports: [], users: over.admin ? ['admin_dashboard'] : [] }),
    ...(over.institution === false ? {} : { selected_institution_id: '3' }),
  });
const trainee = caller(['evaluator'], { evaluatorStatus: '1' });
/** The patterns (with their view) of the routes that belong to an institution page. */
const inArea = (label: string) => routes.filter((r) => r.area === label).map((r) => r.pattern + (r.view ? `?view=${r.view}` : ''));
const childrenOf = (items: ReturnType<typeof sidebarItems>) => items[0]?.children?.map((c) => [c.label, c.to]);

const sidebar = suite('sidebarItems');

sidebar('shows only Institutions when Training is not allowed', () => {
  assert.equal(sidebarItems(caller()), [{ label: 'Institutions', to: '/institutions' }]);
});

sidebar('shows Training with Training Videos and Certificates when allowed, hiding Evaluator Exam', () => {
  const items = sidebarItems(trainee);
  assert.equal(items.map((i) => i.label), ['Institutions', 'Training']);
  assert.equal(items[1]?.children?.map((c) => [c.label, c.to]), [
    ['Training Videos', '/training/videos'],
    ['Certificates', '/training/certificates'],
  ]);
});

sidebar('Training is visible only if the status is "1" or "2" and the roles include evaluator', () => {
  assert.ok(sidebarItems(caller(['evaluator'], { evaluatorStatus: '2' })).some((i) => i.label === 'Training'));
  assert.not.ok(sidebarItems(caller(['evaluator'], { evaluatorStatus: '3' })).some((i) => i.label === 'Training'));
  assert.not.ok(sidebarItems(caller(['clinician'], { evaluatorStatus: '1' })).some((i) => i.label === 'Training'));
});

sidebar('every sidebar target is a real route', () => {
  for (const item of sidebarItems(caller(['evaluator', 'clinician', 'user_manager', 'medical_record_entry'], { evaluatorStatus: '1' }))) {
    assert.is.not(resolveRoute(item.to).route, notFoundRoute, item.to);
    for (const child of item.children ?? []) assert.is.not(resolveRoute(child.to).route, notFoundRoute, child.to);
  }
});

sidebar.run();

const menu = suite('userMenuItems');

menu('offers My Account, About, User Manual, User Roles, Support and Logout', () => {
  assert.equal(userMenuItems(caller(), true).map((i) => i.label), ['My Account', 'About', 'User Manual', 'User Roles', 'Support', 'Logout']);
});

menu('My Account, User Roles and Support are disabled without a session token', () => {
  const disabled = userMenuItems(caller(), false).filter((i) => i.disabled).map((i) => i.label);
  assert.equal(disabled, ['My Account', 'User Roles', 'Support']);
  assert.equal(userMenuItems(caller(['clinician']), true).filter((i) => i.disabled), []);
});

menu('a Demo Evaluations entry appears for any user with at least one role', () => {
  const demo = userMenuItems(caller(['clinician']), true).find((i) => i.label === 'Demo Evaluations');
  assert.equal(demo?.action, { kind: 'navigate', to: '/demo_evals' });
  assert.is(userMenuItems(caller(), true).some((i) => i.label === 'Demo Evaluations'), false);
});

menu('an admin finds the Admin Panel in the user menu, nobody else does', () => {
  const admin = userMenuItems(caller(['clinician'], { admin: true }), true);
  assert.equal(admin.find((i) => i.label === 'Admin Panel')?.action, { kind: 'navigate', to: '/admin_panel' });
  assert.is(userMenuItems(caller(['clinician']), true).some((i) => i.label === 'Admin Panel'), false);
});

menu('entries navigate to their pages, open the support dialog or log out', () => {
  const actions = Object.fromEntries(userMenuItems(caller(), true).map((i) => [i.label, i.action]));
  assert.equal(actions, {
    'My Account': { kind: 'navigate', to: '/my_account' },
    About: { kind: 'navigate', to: '/about' },
    'User Manual': { kind: 'navigate', to: '/user_manual' },
    'User Roles': { kind: 'navigate', to: '/user_roles' },
    Support: { kind: 'support' },
    Logout: { kind: 'logout' },
  });
});

menu.run();

const institution = suite('institution pages in the sidebar');

institution('a subject\'s reports count as inside Subjects', () => {
  assert.is(sidebarItems(caller(['clinician']))[0]?.children?.[0]?.label, 'Subjects');
  assert.equal(inArea('Subjects'), ['/patients', '/patient/reports', '/patient/legacy_reports']);
});

institution('a clinician sees Subjects under Institutions', () => {
  assert.equal(childrenOf(sidebarItems(caller(['clinician']))), [['Subjects', '/patients']]);
});

institution('institution-wide report or subject permissions open Subjects without the clinician role', () => {
  assert.equal(childrenOf(sidebarItems(caller(['institutional_clinician']))), [['Subjects', '/patients'], ['Medical Records', '/medical_records']]);
  // The subject-list permission also opens the medical records, which it lets a person read.
  assert.equal(childrenOf(sidebarItems(caller(['medical_record_entry']))), [['Subjects', '/patients'], ['Medical Records', '/medical_records']]);
});

institution('nothing is offered under Institutions that the permissions would refuse', () => {
  assert.is(sidebarItems(caller(['user_manager']))[0]?.children?.some((c) => c.label === 'Subjects') ?? false, false);
  assert.is(sidebarItems(caller(['evaluator']))[0]?.children, undefined);
});

institution('Users is offered to holders of list_inst (the user managers), with Add User inside it, and to nobody else', () => {
  assert.is(sidebarItems(caller(['user_manager']))[0]?.children?.find((c) => c.label === 'Users')?.to, '/users');
  assert.equal(inArea('Users'), ['/users?view=audit', '/users', '/users/add_user']);
  assert.equal(childrenOf(sidebarItems(caller(['clinician']))), [['Subjects', '/patients']]);
  assert.is(sidebarItems(caller(['user_manager'], { institution: false }))[0]?.children, undefined);
});

institution('Medical Records is offered to readers of the subject list and to record entry staff, with its register and list pages inside it, and to nobody else', () => {
  assert.is(sidebarItems(caller(['medical_record_entry']))[0]?.children?.find((c) => c.label === 'Medical Records')?.to, '/medical_records');
  assert.equal(inArea('Medical Records'), ['/medical_records?view=standard_strings', '/medical_records', '/medical_records/register', '/medical_records/list']);
  assert.not.ok((childrenOf(sidebarItems(caller(['evaluator']))) ?? []).some(([label]) => label === 'Medical Records'));
  assert.is(sidebarItems(caller(['medical_record_entry'], { institution: false }))[0]?.children, undefined);
});

institution('Access History is offered to user managers and to the owner, as its call allows', () => {
  assert.ok(childrenOf(sidebarItems(caller(['user_manager'])))?.some(([label]) => label === 'Access History'));
  assert.ok(childrenOf(sidebarItems(caller([], { owner: true })))?.some(([label]) => label === 'Access History'));
  assert.not.ok(childrenOf(sidebarItems(caller(['clinician'])))?.some(([label]) => label === 'Access History'));
});

institution('without a chosen institution no institution page is offered', () => {
  assert.is(sidebarItems(caller(['clinician', 'institutional_clinician'], { institution: false }))[0]?.children, undefined);
  assert.equal(institutionPages(caller(['clinician'], { institution: false })), []);
});

institution('Home offers the institution pages and Training, each a real route of its area', () => {
  const pages = institutionPages(caller(['clinician', 'user_manager', 'evaluator'], { evaluatorStatus: '2' }));
  assert.equal(pages.map((page) => page.label), ['Subjects', 'Users', 'Access History', 'Training']);
  for (const page of pages) assert.is.not(resolveRoute(page.to).route, notFoundRoute, page.to);
  for (const r of routes) if (r.area) assert.ok(routes.some((each) => each.nav?.place === 'Institutions' && each.nav.label === r.area), `${r.pattern}: ${r.area}`);
});

institution.run();

const opens = suite('pageOpens');

opens('a medical record reader may open the records but not register one; the entry role may', () => {
  const reader = caller(['institutional_clinician']);
  assert.is(pageOpens('/medical_records/list', reader), true);
  assert.is(pageOpens('/medical_records/register', reader), false);
  assert.is(pageOpens('/medical_records/register', caller(['medical_record_entry'])), true);
});

opens('the admin panel for an admin, training when allowed, institution pages by their rule, the rest for everyone', () => {
  assert.is(pageOpens('/admin_panel', caller()), false);
  assert.is(pageOpens('/admin_panel', caller([], { admin: true })), true);
  assert.is(pageOpens('/training/videos', caller()), false);
  assert.is(pageOpens('/training/videos', trainee), true);
  assert.is(pageOpens('/users', caller()), false);
  assert.is(pageOpens('/users', caller(['user_manager'])), true);
  assert.is(pageOpens('/demo_evals', caller()), false);
  assert.is(pageOpens('/about', caller([], { institution: false })), true);
  assert.is(pageOpens('/auth/sign-in', caller()), false);
});

opens.run();
