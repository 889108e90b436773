/**
 * Every path of the portal (spec §2) as a typed builder: the one place URLs are written.
 * app/routes.ts gives each page its entry (pattern, page, layout, access rule); links, redirects,
 * the sidebar and the user menu build their targets here, so no route path is written twice. It sits below
 * the features (which may not import app/) so that their pages can link to each other.
 */
import { pathBuilder } from '../lib/router/path-builder.ts';

export const paths = {
  home: pathBuilder('/'),
  about: pathBuilder('/about'),
  userManual: pathBuilder('/user_manual'),
  userRoles: pathBuilder('/user_roles'),
  myAccount: pathBuilder('/my_account'),
  // redirect: where the user was going before choosing an institution (resolve-route.ts).
  institutions: pathBuilder('/institutions', { from: 'path', redirect: 'text' }),
  medicalRecords: pathBuilder('/medical_records'),
  registerMedicalRecord: pathBuilder('/medical_records/register'),
  // Its query (search, sort, page, the open record) is built by features/records/record-paths.ts.
  medicalRecordsList: pathBuilder('/medical_records/list'),
  patients: pathBuilder('/patients'),
  // spec §1: PP marks a subject provided by a portal user.
  patientReports: pathBuilder('/patient/reports', { subject: 'text', PP: 'text' }),
  legacyReports: pathBuilder('/patient/legacy_reports', { subject: 'text', PP: 'text' }),
  adminPanel: pathBuilder('/admin_panel'),
  users: pathBuilder('/users'),
  addUser: pathBuilder('/users/add_user'),
  demoEvaluations: pathBuilder('/demo_evals'),
  training: pathBuilder('/training'),
  trainingVideos: pathBuilder('/training/videos'),
  evaluatorExam: pathBuilder('/training/exam'),
  certificates: pathBuilder('/training/certificates'),
  signIn: pathBuilder('/auth/sign-in', { redirect: 'text' }),
  // The second factor after a right password (issue 34): carries sign-in's redirect-back target.
  secondStep: pathBuilder('/auth/second-step', { redirect: 'text' }),
  signUp: pathBuilder('/auth/sign-up'),
  forgotPassword: pathBuilder('/auth/forgot-password'),
  resetPassword: pathBuilder('/reset_your_password/:id', { key: 'text' }),
  confirmEmail: pathBuilder('/confirm_email/:id', { key: 'text' }),
  notFound: pathBuilder('/auth/404'),
  serverError: pathBuilder('/auth/500'),
  publicTerms: pathBuilder('/auth/terms_and_conditions'),
  terms: pathBuilder('/terms_and_conditions', { redirect: 'text' }),
  // Issue 25: the public check of a printed report's or certificate's code; the user managers' access history.
  verify: pathBuilder('/verify/:code'),
  accessHistory: pathBuilder('/access_history', { subject: 'text', subject_code: 'text', user: 'text', action: 'text', page: 'text' }),
} as const;

export type PathName = keyof typeof paths;

/** The `view` query values that pick a page among those sharing a path (app/routes.ts). */
export const views = { standardStrings: 'standard_strings', userAudit: 'audit' } as const;

/** A subject's medical records (the list searched by its code), for the subject's reports page. */
export const subjectRecordsPath = (subjectCode: string): string => `${paths.medicalRecordsList.pattern}?search=${encodeURIComponent(subjectCode)}`;

/** Where a signed-in user lands after login (spec §2): /institutions?from=/auth/sign-in. */
export const afterLoginPath = paths.institutions({ from: paths.signIn() });

/** Whether a path is one of the signed-out pages under /auth/ (sign-in, sign-up, 404, ...). */
export function isAuthPath(path: string): boolean {
  return path.startsWith(authPrefix);
}

/** The /auth/ folder of the signed-out pages; the route table test checks it against the paths. */
export const authPrefix = '/auth/';
