/**
 * The route table (spec §2) as data: pattern, page (lazy: one chunk per page), layout and access
 * rule. Patterns are app paths under the /portal base, taken from the path builders of
 * domain/paths.ts so that links and the table cannot disagree.
 */
import type { ComponentType } from 'react';
import type { PageProps } from '../lib/router/page.ts';
import { paths } from '../domain/paths.ts';
import { loadShell } from './layouts/load-shell.ts';
import { withStyles } from './late-styles.ts';
import type { ShellPage } from './layouts/shell-pages.ts';
import type { FirstScreenTitle, ShellTitle, Title } from './first-screen/title.ts';

export type { PageProps };

export type PageModule = { default: ComponentType<PageProps> };
export type Layout = 'main' | 'auth' | 'wide';
/** signed-in: every main page; signed-out: the sign-in page; training: also needs Training allowed. */
export type Access = 'signed-in' | 'signed-out' | 'public' | 'training' | 'admin';

/** What the table needs of a path: its pattern (a builder of domain/paths.ts). */
type Path = { readonly pattern: string };

export interface RouteDef {
  pattern: string;
  /** The page's title, in English: first-screen/messages translates a signed-out page's, app/messages a signed-in one's. */
  title: Title;
  layout: Layout;
  access: Access;
  /** Whether a signed-in page works in the chosen institution ('needed') or needs none. */
  institution: 'needed' | 'none';
  load: () => Promise<PageModule>;
}

// A page of the signed-in layout arrives through the shell (layouts/shell-pages.ts says why).
// The loader is made once per page, since the page loader keeps loaded modules by loader.
const shellLoaders = new Map<ShellPage, RouteDef['load']>();
function inShell(page: ShellPage): RouteDef['load'] {
  let load = shellLoaders.get(page);
  if (!load) {
    load = () => loadShell().then((shell) => shell.shellPages[page]());
    shellLoaders.set(page, load);
  }
  return load;
}

const main = (path: Path, title: ShellTitle, page: ShellPage, access: Access = 'signed-in', institution: RouteDef['institution'] = 'needed'): RouteDef => ({
  pattern: path.pattern,
  title,
  layout: 'main',
  access,
  institution,
  load: inShell(page),
});
/** A signed-in page that needs no chosen institution (about the portal, or about the person). */
const anywhere = (path: Path, title: ShellTitle, page: ShellPage): RouteDef => main(path, title, page, 'signed-in', 'none');

const auth = (path: Path, title: FirstScreenTitle, load: RouteDef['load'], access: Access = 'public'): RouteDef => ({
  pattern: path.pattern,
  title,
  layout: 'auth',
  access,
  institution: 'none',
  load,
});

// The error pages bring their own styles (late-styles.ts): the sign-in page does not show them.
const notFoundPage = withStyles('not-found-page', () => import('../features/pages/not-found-page.tsx'));

export const routes: readonly RouteDef[] = [
  main(paths.home, 'Home', 'home'),
  anywhere(paths.about, 'About', 'about'),
  anywhere(paths.userManual, 'User Manual', 'userManual'),
  anywhere(paths.userRoles, 'User Roles', 'userRoles'),
  anywhere(paths.myAccount, 'My Account', 'myAccount'),
  anywhere(paths.institutions, 'Institutions', 'institutions'),
  main(paths.medicalRecords, 'Medical Records', 'records'),
  main(paths.registerMedicalRecord, 'Register Medical Record', 'records'),
  main(paths.medicalRecordsList, 'Medical Records List', 'records'),
  main(paths.patients, 'Subjects', 'subjects'),
  main(paths.patientReports, 'Reports', 'reports'),
  main(paths.legacyReports, 'Legacy Reports', 'legacyReports'),
  // spec §6: an admin-only guard exists but is applied to no visible route.
  main(paths.adminPanel, 'Admin Panel', 'adminPanel'),
  main(paths.users, 'Users', 'users'),
  main(paths.addUser, 'Add User', 'users'),
  main(paths.demoEvaluations, 'Demo Evaluations', 'demoEvaluations'),
  main(paths.training, 'Training', 'training', 'training'),
  main(paths.trainingVideos, 'Training Videos', 'training', 'training'),
  main(paths.evaluatorExam, 'Evaluator Exam', 'training', 'training'),
  main(paths.certificates, 'Certificates', 'training', 'training'),
  main(paths.accessHistory, 'Access History', 'accessHistory'),
  auth(paths.signIn, 'Sign in', () => import('../features/auth/sign-in-page.tsx'), 'signed-out'),
  auth(paths.signUp, 'Create an account', () => import('../features/auth/sign-up-page.tsx')),
  auth(paths.forgotPassword, 'Forgot password', () => import('../features/auth/forgot-password-page.tsx')),
  auth(paths.resetPassword, 'Reset your password', () => import('../features/auth/reset-password-page.tsx')),
  auth(paths.confirmEmail, 'Confirm your email', () => import('../features/auth/confirm-email-page.tsx')),
  auth(paths.notFound, 'Page not found', notFoundPage),
  auth(paths.serverError, 'Server error', withStyles('server-error-page', () => import('../features/pages/server-error-page.tsx'))),
  auth(paths.publicTerms, 'Terms and Conditions', () => import('../features/auth/terms-page.tsx')),
  auth(paths.verify, 'Check a printed document', withStyles('verify-page', () => import('../features/verify/verify-page.tsx'))),
  {
    pattern: paths.terms.pattern,
    title: 'Terms and Conditions',
    layout: 'wide',
    access: 'signed-in',
    institution: 'needed',
    load: () => import('../features/auth/terms-page.tsx'),
  },
];

/** Any unknown path shows the 404 page in the narrow layout (spec §2). */
export const notFoundRoute: RouteDef = auth({ pattern: '*' }, 'Page not found', notFoundPage);
