/**
 * The route table (spec §2): one entry per page, with its pattern (and the `view` query value
 * that picks it, for the pages that share a path), title, layout, access rule, whether it works in
 * the chosen institution, and its lazy import. Patterns come from the path
 * builders of domain/paths.ts, the one place URLs are written, so links and the table cannot
 * disagree. A page's `area` tells the sidebar which of its items is current; the build reads the
 * signed-in pages from this file to give each its stylesheet (build/late-styles.mjs
 * shellPageModules).
 */
import type { ComponentType } from 'react';
import type { PageProps } from '../lib/router/page.ts';
import { paths, views } from '../domain/paths.ts';
import { addStylesFor, withStyles } from './late-styles.ts';
import type { RouteNeed } from '../domain/access/caller.ts';
import type { Title } from './first-screen/messages/en.ts';
import type { en } from './messages/en.ts';

export type { PageProps };

export type PageModule = { default: ComponentType<PageProps> };
export type Layout = 'main' | 'auth' | 'wide';
/** A page of the institution: its title, which also keys its one-line hint (app/messages: institutionPages). */
export type InstitutionPageLabel = keyof typeof en.institutionPages & Title;
/** The sidebar's top level, under one of its items, or the user menu. */
export type NavPlace = 'sidebar' | 'Institutions' | 'Training' | 'user-menu';
/** signed-in: every main page; signed-out: the sign-in page. What else a page needs is `needs`. */
export type Access = 'signed-in' | 'signed-out' | 'public';

/** What the table needs of a path: its pattern (a builder of domain/paths.ts). */
type Path = { readonly pattern: string };

export interface RouteDef {
  pattern: string;
  /** The value of the `view` query that picks this page among those sharing its path. */
  view?: string;
  /** The page's title, in English: first-screen/messages translates it. */
  title: Title;
  layout: Layout;
  access: Access;
  /** The institution page (a sidebar item under Institutions) this page belongs to: the item shown as current. */
  area?: InstitutionPageLabel;
  /**
   * The calls the page is for (contract endpoints; any one suffices): it opens, and the sidebar,
   * the user menu, Home and the manual offer it, only to a caller the contract lets make one
   * (domain/access/caller.ts mayOffer). None: every signed-in person.
   */
  needs?: readonly RouteNeed[];
  /**
   * Who answers a caller the needs refuse: the shell's forbidden panel, or the page itself, which
   * says why in its own words (read only, no access, the records instead).
   */
  refusedBy?: 'shell' | 'page';
  /** Where the navigation offers the page, under its title (spec §2). */
  nav?: { readonly place: NavPlace; readonly label: Title };
  /** Whether a signed-in page works in the chosen institution ('needed') or needs none. */
  institution: 'needed' | 'none';
  load: () => Promise<PageModule>;
}

/**
 * A page of the signed-in layout: its code loads at once, beside the shell; its stylesheets are
 * added once the shell's have been (the shell's first, so a page's rules override the shared ones
 * as written). `name` is the page module's file name, which index.html's style tags use.
 */
export function shellPage(name: string, load: () => Promise<PageModule>): RouteDef['load'] {
  return () => {
    const code = load();
    code.catch(() => {}); // reported once, by the chain below, whichever of the two fails
    return addStylesFor('main-layout')
      .then(() => addStylesFor(name))
      .then(() => code);
  };
}

type MainOptions = Pick<RouteDef, 'view' | 'area' | 'needs' | 'refusedBy'> & { institution?: RouteDef['institution']; nav?: NavPlace };

const main = (path: Path, title: Title, load: RouteDef['load'], { nav, ...options }: MainOptions = {}): RouteDef => ({
  pattern: path.pattern,
  ...options,
  ...(nav ? { nav: { place: nav, label: title } } : {}),
  title,
  layout: 'main',
  access: 'signed-in',
  institution: options.institution ?? 'needed',
  load,
});
/** A signed-in page that needs no chosen institution (about the portal, or about the person). */
const anywhere = { institution: 'none' } as const;
/** In the user menu, needing no institution (spec §2). */
const inUserMenu = { institution: 'none', nav: 'user-menu' } as const;

// What each area's pages are for. Subjects: the subject list institution-wide, the reports
// institution-wide, or a clinician's own subjects (spec §6: the _inst_user paths).
const subjects = { area: 'Subjects', needs: ['listSubjectsInst', 'listReportsInst', 'clinicianOwnSubjects'] } as const;
// Medical records: read with the subject-list permission, or written by the record entry role.
const records = { area: 'Medical Records', needs: ['listMedicalRecords', 'setMedicalRecord'] } as const;
const users = { area: 'Users', needs: ['listInstitutionUsers'] } as const;
// spec §4, §6: the evaluator role with status 1 or 2; the shell refuses the others.
const training = { needs: ['listTrainingVideos'], refusedBy: 'shell' } as const;

const auth = (path: Path, title: Title, load: RouteDef['load'], access: Access = 'public'): RouteDef => ({
  pattern: path.pattern,
  title,
  layout: 'auth',
  access,
  institution: 'none',
  load,
});

// The error pages bring their own styles (late-styles.ts): the sign-in page does not show them.
const notFoundPage = withStyles('not-found-page', () => import('../features/pages/not-found-page.tsx'));

// The terms, before or after choosing an institution, with their own styles (late-styles.ts).
const termsPage = withStyles('terms-page', () => import('../features/auth/terms-page.tsx'));

// Training opens on its videos.
const trainingVideos = shellPage('videos-page', () => import('../features/training/videos-page.tsx'));

export const routes: readonly RouteDef[] = [
  main(paths.home, 'Home', shellPage('home-page', () => import('../features/pages/home-page.tsx'))),
  main(paths.myAccount, 'My Account', shellPage('my-account-page', () => import('../features/account/my-account-page.tsx')), { ...inUserMenu, needs: ['getOwnUser'] }),
  main(paths.about, 'About', shellPage('about-page', () => import('../features/pages/about-page.tsx')), inUserMenu),
  main(paths.userManual, 'User Manual', shellPage('user-manual-page', () => import('../features/records/user-manual-page.tsx')), inUserMenu),
  main(paths.userRoles, 'User Roles', shellPage('user-roles-page', () => import('../features/users/user-roles-page.tsx')), { ...inUserMenu, needs: ['listUserRoles'] }),
  main(paths.institutions, 'Institutions', shellPage('institutions-page', () => import('../features/institutions/institutions-page.tsx')), { ...anywhere, nav: 'sidebar' }),
  main(paths.patients, 'Subjects', shellPage('subjects-page', () => import('../features/subjects/subjects-page.tsx')), { ...subjects, nav: 'Institutions' }),
  main(paths.patientReports, 'Reports', shellPage('reports-page', () => import('../features/reports/reports-page.tsx')), subjects),
  main(paths.legacyReports, 'Legacy Reports', shellPage('legacy-reports-page', () => import('../features/reports/legacy-reports-page.tsx')), subjects),
  main(paths.users, 'Users', shellPage('audit-page', () => import('../features/users/manage/audit-page.tsx')), { ...users, view: views.userAudit }),
  main(paths.users, 'Users', shellPage('users-page', () => import('../features/users/manage/users-page.tsx')), { ...users, nav: 'Institutions' }),
  main(paths.addUser, 'Add User', shellPage('add-user-page', () => import('../features/users/manage/add-user-page.tsx')), users),
  main(paths.medicalRecords, 'Medical Records', shellPage('std-strings-page', () => import('../features/records/std-strings-page.tsx')), { ...records, view: views.standardStrings }),
  main(paths.medicalRecords, 'Medical Records', shellPage('records-home-page', () => import('../features/records/records-home-page.tsx')), { ...records, nav: 'Institutions' }),
  main(paths.registerMedicalRecord, 'Register Medical Record', shellPage('register-page', () => import('../features/records/register-page.tsx')), { ...records, needs: ['setMedicalRecord'] }),
  main(paths.medicalRecordsList, 'Medical Records List', shellPage('records-list-page', () => import('../features/records/records-list-page.tsx')), records),
  // Who opened, printed or exported a subject's data (issue 25): user managers and the owner.
  main(paths.accessHistory, 'Access History', shellPage('access-history-page', () => import('../features/access-history/access-history-page.tsx')), { area: 'Access History', needs: ['listAccessEvents'], nav: 'Institutions' }),
  // spec §2: Demo Evaluations for any user with at least one role, as the demo calls require.
  main(paths.demoEvaluations, 'Demo Evaluations', shellPage('demo-evaluations-page', () => import('../features/reports/demo-evaluations-page.tsx')), { needs: ['listReportsDemo'], nav: 'user-menu' }),
  // spec §6: an admin-only guard exists but is applied to no visible route; the user menu offers
  // the panel to an admin (it spans every institution, so it has no place under Institutions).
  main(paths.adminPanel, 'Admin Panel', shellPage('admin-panel-page', () => import('../features/reports/admin-panel-page.tsx')), { needs: ['adminEvaluationList'], nav: 'user-menu' }),
  main(paths.training, 'Training', trainingVideos, { ...training, nav: 'sidebar' }),
  main(paths.trainingVideos, 'Training Videos', trainingVideos, { ...training, nav: 'Training' }),
  // spec §2: the Evaluator Exam is hidden from the menu.
  main(paths.evaluatorExam, 'Evaluator Exam', shellPage('exam-page', () => import('../features/training/exam-page.tsx')), training),
  main(paths.certificates, 'Certificates', shellPage('certificates-page', () => import('../features/training/certificates-page.tsx')), { ...training, nav: 'Training' }),
  auth(paths.signIn, 'Sign in', () => import('../features/auth/sign-in-page.tsx'), 'signed-out'),
  auth(paths.secondStep, 'Sign-in code', () => import('../features/auth/second-step-page.tsx'), 'signed-out'),
  auth(paths.signUp, 'Create an account', () => import('../features/auth/sign-up-page.tsx')),
  auth(paths.forgotPassword, 'Forgot password', () => import('../features/auth/forgot-password-page.tsx')),
  auth(paths.resetPassword, 'Reset your password', () => import('../features/auth/reset-password-page.tsx')),
  auth(paths.confirmEmail, 'Confirm your email', () => import('../features/auth/confirm-email-page.tsx')),
  auth(paths.notFound, 'Page not found', notFoundPage),
  auth(paths.serverError, 'Server error', withStyles('server-error-page', () => import('../features/pages/server-error-page.tsx'))),
  auth(paths.publicTerms, 'Terms and Conditions', termsPage),
  auth(paths.verify, 'Check a printed document', withStyles('verify-page', () => import('../features/verify/verify-page.tsx'))),
  {
    pattern: paths.terms.pattern,
    title: 'Terms and Conditions',
    layout: 'wide',
    access: 'signed-in',
    institution: 'needed',
    load: termsPage,
  },
];

/** What a signed-in page the user's roles do not open shows instead (app.tsx). */
export const forbiddenPage = shellPage('forbidden-panel', () => import('./forbidden-panel.tsx'));

/** Any unknown path shows the 404 page in the narrow layout (spec §2). */
export const notFoundRoute: RouteDef = auth({ pattern: '*' }, 'Page not found', notFoundPage);
