/** What the sidebar and the user menu offer, as pure data (spec §2). */
import { paths } from '../domain/paths.ts';
import { canSeeSubjects, holds, isAdmin, noAccess, type AccessFacts } from '../domain/access/institution-access.ts';
import { recordAccessAllowed } from '../../contract/record-access.ts';
import type { en } from './messages/en.ts';

/** A label in English (spec §2); app/messages translates it. */
export type NavLabel = keyof typeof en.nav;
/** A page of the institution: its label, which also keys its one-line hint (messages: institutionPages). */
export type InstitutionPageLabel = keyof typeof en.institutionPages & NavLabel;

export interface NavItem {
  label: NavLabel;
  to: string;
  hidden?: boolean;
  children?: NavItem[];
}

const training: NavItem = {
  label: 'Training',
  to: paths.training(),
  children: [
    { label: 'Training Videos', to: paths.trainingVideos() },
    { label: 'Evaluator Exam', to: paths.evaluatorExam(), hidden: true },
    { label: 'Certificates', to: paths.certificates() },
  ],
};

/**
 * A page of the chosen institution. The pages that belong to it (shown with it as the current
 * sidebar item) are those whose route names it as their area (app/routes.ts).
 */
export interface InstitutionPage {
  label: InstitutionPageLabel;
  to: string;
  /** Whether the user's roles and permissions in the chosen institution open the page. */
  opens: (facts: AccessFacts) => boolean;
}

/**
 * The pages of the chosen institution, in the order the sidebar (under Institutions) and Home
 * show them. Each area adds its one entry; only those the user's permissions open are offered.
 */
export const institutionPages: readonly InstitutionPage[] = [
  {
    label: 'Subjects',
    to: paths.patients(),
    opens: canSeeSubjects,
  },
  {
    // Institution administration: for holders of list_inst (spec §6), the user managers.
    label: 'Users',
    to: paths.users(),
    opens: (facts) => facts.institutionChosen && holds(facts, 'list_inst'),
  },
  {
    // Medical records: read with the subject-list permission, written by the record entry role
    // (contract/record-access.ts); the server refuses the rest.
    label: 'Medical Records',
    to: paths.medicalRecords(),
    opens: (facts) =>
      facts.institutionChosen && (holds(facts, 'list_subject_inst') || facts.roles.includes('medical_record_entry')),
  },
  {
    // Who opened, printed or exported a subject's data (issue 25): the user managers (and the
    // owner, who holds the role in the demo; the server also admits an owner without it).
    label: 'Access History',
    to: paths.accessHistory(),
    opens: (facts) => facts.institutionChosen && facts.roles.includes('user_manager'),
  },
];

/** The institution's pages the user may open. */
export function openInstitutionPages(facts: AccessFacts): InstitutionPage[] {
  return institutionPages.filter((page) => page.opens(facts));
}

/**
 * Sidebar items: only non-hidden ones — Institutions, with the chosen institution's pages the
 * user may open under it, plus Training when allowed.
 */
export function sidebarItems(trainingAllowed: boolean, facts: AccessFacts = noAccess): NavItem[] {
  const pages = openInstitutionPages(facts).map((page): NavItem => ({ label: page.label, to: page.to }));
  const institutions: NavItem = { label: 'Institutions', to: paths.institutions(), ...(pages.length > 0 ? { children: pages } : {}) };
  const all: NavItem[] = [institutions, { ...training, hidden: !trainingAllowed }];
  return all
    .filter((item) => !item.hidden)
    .map((item) => (item.children ? { ...item, children: item.children.filter((c) => !c.hidden) } : item));
}

export type UserMenuAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'support' }
  | { kind: 'logout' };

export interface UserMenuItem {
  label: NavLabel;
  action: UserMenuAction;
  disabled: boolean;
}

/**
 * User menu entries: My Account, About, User Manual, User Roles, Support and Logout; My Account,
 * User Roles and Support are disabled without a session token; Demo Evaluations appears for any
 * user with at least one role, and the Admin Panel for an admin (it spans every institution, so
 * it has no place under Institutions, and was otherwise reachable only by typing its address).
 */
export function userMenuItems(facts: { hasToken: boolean; hasRole: boolean; isAdmin?: boolean }): UserMenuItem[] {
  const needsToken = !facts.hasToken;
  const items: UserMenuItem[] = [
    { label: 'My Account', action: { kind: 'navigate', to: paths.myAccount() }, disabled: needsToken },
    { label: 'About', action: { kind: 'navigate', to: paths.about() }, disabled: false },
    { label: 'User Manual', action: { kind: 'navigate', to: paths.userManual() }, disabled: false },
    { label: 'User Roles', action: { kind: 'navigate', to: paths.userRoles() }, disabled: needsToken },
  ];
  if (facts.hasRole) {
    items.push({ label: 'Demo Evaluations', action: { kind: 'navigate', to: paths.demoEvaluations() }, disabled: false });
  }
  if (facts.isAdmin) {
    items.push({ label: 'Admin Panel', action: { kind: 'navigate', to: paths.adminPanel() }, disabled: false });
  }
  items.push(
    { label: 'Support', action: { kind: 'support' }, disabled: needsToken },
    { label: 'Logout', action: { kind: 'logout' }, disabled: false },
  );
  return items;
}

/**
 * Whether the user may open the signed-in page at `path` (a pattern without parameters), which
 * belongs to the institution page `area` if any (its route's): what the manual links to, so that
 * it never offers a page that would only say it is not available.
 */
export function pageOpens(path: string, facts: AccessFacts, trainingAllowed: boolean, area?: InstitutionPageLabel): boolean {
  if (path.startsWith('/auth/') || path.includes(':')) return false;
  const page = institutionPages.find((each) => each.label === area || each.to === path);
  if (path === paths.registerMedicalRecord.pattern) return facts.institutionChosen && recordAccessAllowed(facts.roles, 'write');
  if (page) return page.opens(facts);
  if (path === paths.adminPanel.pattern) return isAdmin(facts);
  if (path === paths.demoEvaluations.pattern) return facts.roles.length > 0;
  if (path.startsWith(paths.training.pattern)) return trainingAllowed;
  return true;
}
