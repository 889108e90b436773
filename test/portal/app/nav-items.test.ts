import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { institutionPages, openInstitutionPages, pageOpens, sidebarItems, userMenuItems } from '../../../src/portal/app/nav-items.ts';
import { noAccess, type AccessFacts } from '../../../src/portal/domain/access/institution-access.ts';
import { resolveRoute } from '../../../src/portal/app/resolve-route.ts';
import { notFoundRoute, routes } from '../../../src/portal/app/routes.ts';

/** The patterns (with their view) of the routes that belong to an institution page. */
const inArea = (label: string) => routes.filter((r) => r.area === label).map((r) => r.pattern + (r.view ? `?view=${r.view}` : ''));

const sidebar = suite('sidebarItems');

sidebar('shows only Institutions when Training is not allowed', () => {
  assert.equal(sidebarItems(false), [{ label: 'Institutions', to: '/institutions' }]);
});

sidebar('shows Training with Training Videos and Certificates when allowed, hiding Evaluator Exam', () => {
  const items = sidebarItems(true);
  assert.equal(items.map((i) => i.label), ['Institutions', 'Training']);
  assert.equal(items[1]?.children?.map((c) => [c.label, c.to]), [
    ['Training Videos', '/training/videos'],
    ['Certificates', '/training/certificates'],
  ]);
});

sidebar('every sidebar target is a real route', () => {
  for (const item of sidebarItems(true)) {
    assert.is.not(resolveRoute(item.to).route, notFoundRoute, item.to);
    for (const child of item.children ?? []) assert.is.not(resolveRoute(child.to).route, notFoundRoute, child.to);
  }
});

sidebar.run();

const menu = suite('userMenuItems');

menu('offers My Account, About, User Manual, User Roles, Support and Logout', () => {
  assert.equal(userMenuItems({ hasToken: true, hasRole: false }).map((i) => i.label), [
    'My Account',
    'About',
    'User Manual',
    'User Roles',
    'Support',
    'Logout',
  ]);
});

menu('My Account, User Roles and Support are disabled without a session token', () => {
  const disabled = userMenuItems({ hasToken: false, hasRole: false }).filter((i) => i.disabled).map((i) => i.label);
  assert.equal(disabled, ['My Account', 'User Roles', 'Support']);
  assert.equal(userMenuItems({ hasToken: true, hasRole: true }).filter((i) => i.disabled), []);
});

menu('a Demo Evaluations entry appears for any user with at least one role', () => {
  const items = userMenuItems({ hasToken: true, hasRole: true });
  const demo = items.find((i) => i.label === 'Demo Evaluations');
  assert.equal(demo?.action, { kind: 'navigate', to: '/demo_evals' });
  assert.is(userMenuItems({ hasToken: true, hasRole: false }).some((i) => i.label === 'Demo Evaluations'), false);
});

menu('an admin finds the Admin Panel in the user menu, nobody else does', () => {
  const admin = userMenuItems({ hasToken: true, hasRole: true, isAdmin: true });
  assert.equal(admin.find((i) => i.label === 'Admin Panel')?.action, { kind: 'navigate', to: '/admin_panel' });
  assert.is(userMenuItems({ hasToken: true, hasRole: true }).some((i) => i.label === 'Admin Panel'), false);
});

menu('entries navigate to their pages, open the support dialog or log out', () => {
  const actions = Object.fromEntries(userMenuItems({ hasToken: true, hasRole: false }).map((i) => [i.label, i.action]));
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
const chosen = (over: Partial<AccessFacts> = {}): AccessFacts => ({ ...noAccess, institutionChosen: true, ...over });
const childrenOf = (items: ReturnType<typeof sidebarItems>) => items[0]?.children?.map((c) => [c.label, c.to]);

institution('a subject\'s reports count as inside Subjects', () => {
  const subjects = sidebarItems(false, chosen({ roles: ['clinician'] }))[0]?.children?.[0];
  assert.is(subjects?.label, 'Subjects');
  assert.equal(inArea('Subjects'), ['/patients', '/patient/reports', '/patient/legacy_reports']);
});

institution('a clinician sees Subjects under Institutions', () => {
  assert.equal(childrenOf(sidebarItems(false, chosen({ roles: ['clinician'] }))), [['Subjects', '/patients']]);
});

institution('institution-wide report or subject permissions open Subjects without the clinician role', () => {
  assert.equal(childrenOf(sidebarItems(false, chosen({ reportPermissions: ['list_reports_inst'] }))), [['Subjects', '/patients']]);
  // The subject-list permission also opens the medical records, which it lets a person read.
  assert.equal(childrenOf(sidebarItems(false, chosen({ otherPermissions: ['list_subject_inst'] }))), [
    ['Subjects', '/patients'],
    ['Medical Records', '/medical_records'],
  ]);
});

institution('nothing is offered under Institutions that the permissions would refuse', () => {
  const userManager = chosen({ roles: ['user_manager'], otherPermissions: ['list_inst', 'get_inst', 'set_inst', 'set_user_roles_inst'] });
  assert.is(sidebarItems(false, userManager)[0]?.children?.some((c) => c.label === 'Subjects') ?? false, false);
  assert.is(sidebarItems(false, chosen({ roles: ['evaluator'] }))[0]?.children, undefined);
});

institution('Users is offered to holders of list_inst (the user managers), with Add User inside it, and to nobody else', () => {
  const userManager = chosen({ roles: ['user_manager'], otherPermissions: ['list_inst', 'get_inst', 'set_inst', 'set_user_roles_inst'] });
  const users = sidebarItems(false, userManager)[0]?.children?.find((c) => c.label === 'Users');
  assert.is(users?.to, '/users');
  assert.equal(inArea('Users'), ['/users?view=audit', '/users', '/users/add_user']);
  assert.equal(childrenOf(sidebarItems(false, chosen({ roles: ['clinician'] }))), [['Subjects', '/patients']]);
  assert.is(sidebarItems(false, { ...noAccess, otherPermissions: ['list_inst'] })[0]?.children, undefined);
});

institution('Medical Records is offered to readers of the subject list and to record entry staff, with its register and list pages inside it, and to nobody else', () => {
  const entry = chosen({ roles: ['medical_record_entry'], otherPermissions: ['list_subject_inst'] });
  const records = sidebarItems(false, entry)[0]?.children?.find((c) => c.label === 'Medical Records');
  assert.is(records?.to, '/medical_records');
  assert.equal(inArea('Medical Records'), ['/medical_records?view=standard_strings', '/medical_records', '/medical_records/register', '/medical_records/list']);
  const reader = chosen({ roles: ['institutional_clinician'], otherPermissions: ['list_subject_inst'] });
  assert.ok((childrenOf(sidebarItems(false, reader)) ?? []).some(([label]) => label === 'Medical Records'));
  assert.not.ok((childrenOf(sidebarItems(false, chosen({ roles: ['evaluator'] }))) ?? []).some(([label]) => label === 'Medical Records'));
  assert.is(sidebarItems(false, { ...noAccess, roles: ['medical_record_entry'], otherPermissions: ['list_subject_inst'] })[0]?.children, undefined);
});

institution('without a chosen institution no institution page is offered', () => {
  assert.is(sidebarItems(false, { ...noAccess, roles: ['clinician'], reportPermissions: ['list_reports_inst'] })[0]?.children, undefined);
});

institution('every route that belongs to an institution page names one the sidebar offers', () => {
  const labels = institutionPages.map((page) => page.label as string);
  for (const r of routes) if (r.area) assert.ok(labels.includes(r.area), `${r.pattern}: ${r.area}`);
  for (const page of institutionPages) assert.is(resolveRoute(page.to).route.area, page.label, page.to);
});

institution('every institution page is a real route and the list filters by each page rule', () => {
  for (const page of institutionPages) assert.is.not(resolveRoute(page.to).route, notFoundRoute, page.to);
  const facts = chosen({ roles: ['clinician'] });
  assert.equal(openInstitutionPages(facts), institutionPages.filter((page) => page.opens(facts)));
});

institution.run();

const opens = suite('pageOpens');
/** pageOpens as the shell asks it: with the area of the path's route. */
const opensAt = (path: string, facts: AccessFacts, trainingAllowed: boolean) => pageOpens(path, facts, trainingAllowed, resolveRoute(path).route.area);


opens('a medical record reader may open the records but not register one; the entry role may', () => {
  const reader = chosen({ roles: ['institutional_clinician'], otherPermissions: ['list_subject_inst'] });
  assert.is(opensAt('/medical_records/list', reader, false), true);
  assert.is(opensAt('/medical_records/register', reader, false), false);
  assert.is(opensAt('/medical_records/register', chosen({ roles: ['medical_record_entry'], otherPermissions: ['list_subject_inst'] }), false), true);
});

opens('the admin panel for an admin, training when allowed, institution pages by their rule, the rest for everyone', () => {
  assert.is(opensAt('/admin_panel', chosen(), false), false);
  assert.is(opensAt('/admin_panel', chosen({ otherPermissions: ['admin_dashboard'] }), false), true);
  assert.is(opensAt('/training/videos', chosen(), false), false);
  assert.is(opensAt('/training/videos', chosen(), true), true);
  assert.is(opensAt('/users', chosen(), false), false);
  assert.is(opensAt('/users', chosen({ otherPermissions: ['list_inst'] }), false), true);
  assert.is(opensAt('/demo_evals', chosen(), false), false);
  assert.is(opensAt('/about', noAccess, false), true);
  assert.is(opensAt('/auth/sign-in', chosen(), false), false);
});

opens.run();
