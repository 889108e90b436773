/**
 * Every screen of the portal and how to reach it, for the accessibility checks (axe-core and the
 * checks by hand). A new page adds one entry here; the axe matrix fails while a route of
 * app/routes.ts has none.
 *
 * An entry is reached by opening `path` in the portal (an in-app navigation, as a sidebar link
 * does) as `who`: nobody signed in, or the demo account of that role signed in with Hospital
 * Universitario del Norte chosen. `open`, when given, then brings up what the screen is about (a
 * dialog, a filled form) with selectors that do not depend on the interface language.
 */
import type { Page } from 'playwright-core';
import type { DemoRole } from '../../../src/server/seed/demo-data.ts';

export interface Screen {
  /** The app path (and query) that opens it. */
  path: string;
  /** Who looks at it. */
  who: 'signed-out' | DemoRole;
  /** Also checked by axe-core at phone size (320 px): the screens whose layout differs most on a phone. */
  phone?: boolean;
  /** What to do once the page has settled, for a screen reached by interaction. */
  open?: (page: Page) => Promise<void>;
  /** How the screen is named in findings, when the path alone does not say it. */
  name?: string;
}

const signedOut = (path: string, more: Partial<Screen> = {}): Screen => ({ path, who: 'signed-out', ...more });
/**
 * The second step of signing in is reached only after a password that asks for a second factor:
 * the sign-in answer is made to ask for one (no demo account has a factor), and the form is sent.
 */
async function passwordAsksSecondFactor(page: Page): Promise<void> {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ message: 'OK', data: { token: 'pending-a11y', id: 1, fname: 'Ana', lname: 'Demo', expires_in: 300, second_factor: ['totp', 'recovery'] } }),
    }),
  );
  try {
    await page.locator('input[type="email"]').fill('second-step@example.org');
    await page.locator('input[type="password"]').fill('not checked');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname.endsWith('/auth/second-step'), { timeout: 10_000 });
    await page.locator('input[autocomplete="one-time-code"]').waitFor({ timeout: 10_000 });
  } finally {
    await page.unroute('**/api/auth/login');
  }
}

/** As the institutional clinician, who reads every subject's reports in the institution. */
const clinician = (path: string, more: Partial<Screen> = {}): Screen => ({ path, who: 'institutional_clinician', ...more });

/** As the evaluator, who may also open Training. */
const evaluator = (path: string, more: Partial<Screen> = {}): Screen => ({ path, who: 'evaluator', ...more });

export const screens: readonly Screen[] = [
  signedOut('/auth/sign-in', { phone: true }),
  // Opened directly it leads to sign-in (no step pending); `open` gets there as a person does.
  signedOut('/auth/second-step', { phone: true, open: passwordAsksSecondFactor, name: 'the second step of sign-in (/auth/second-step)' }),
  signedOut('/auth/sign-up', { phone: true }),
  signedOut('/auth/forgot-password'),
  signedOut('/reset_your_password/1?key=not-a-real-key'),
  signedOut('/confirm_email/1?key=not-a-real-key'),
  signedOut('/auth/terms_and_conditions'),
  signedOut('/auth/404', { phone: true }),
  signedOut('/auth/500'),
  signedOut('/nowhere', { name: 'an unknown path (/nowhere)' }),
  signedOut('/verify/ABCD-EFGH-JKLM-NPQR-STUV', { phone: true, name: 'the check of a printed code that does not exist' }),

  // Subjects and reports as the people who use them (the evaluator below sees why not). Listed
  // before the evaluator's screens, whose page the later checks go on using; consecutive screens
  // differ in path, so that each is reached by a navigation. The evaluation ids are the demo seed's.
  clinician('/patients', { phone: true }),
  clinician('/patient/reports?subject=4&PP=1', { phone: true, name: 'a report of a subject provided by a portal user' }),
  clinician('/patients?q=NOR-100&sort=subject_code&order=asc', { name: 'the subject table searched and sorted' }),
  clinician('/patient/reports?subject=1&evaluation=5', { name: 'an evaluation still being processed' }),
  clinician('/patient/legacy_reports?subject=9', { name: 'a subject’s legacy reports' }),
  clinician('/patient/reports?subject=2&compare=8%2C9%2C10', { phone: true, name: 'the comparison over time of three evaluations' }),
  clinician('/demo_evals'),
  { path: '/admin_panel?status=processing%2Cfailed', who: 'admin', name: 'the admin panel, filtered, as an admin' },

  evaluator('/', { phone: true }),
  evaluator('/about'),
  evaluator('/user_manual'),
  evaluator('/user_roles', { phone: true }),
  evaluator('/my_account', { phone: true }),
  evaluator('/institutions', { phone: true }),
  evaluator('/medical_records'),
  evaluator('/medical_records/register'),
  evaluator('/medical_records/list'),
  evaluator('/patients'),
  evaluator('/patient/reports?subject=1&PP=0'),
  evaluator('/patient/legacy_reports?subject=1'),
  evaluator('/admin_panel'),
  evaluator('/users'),
  evaluator('/users/add_user'),
  evaluator('/demo_evals'),
  evaluator('/training'),
  evaluator('/training/videos', { phone: true }),
  evaluator('/training/exam'),
  evaluator('/training/certificates'),
  evaluator('/access_history'),
  evaluator('/terms_and_conditions', { phone: true }),

  // Institution administration as its owner, who may do all of it.
  { path: '/users', who: 'owner', phone: true, name: 'the users of the institution (/users)' },
  { path: '/users/add_user', who: 'owner', name: 'the new-user form (/users/add_user)' },
  { path: '/users?view=audit', who: 'owner', name: 'the audit trail (/users?view=audit)' },
  { path: '/access_history', who: 'owner', phone: true, name: 'the access history of subjects (/access_history)' },

  // Medical records as the owner, a reader of records and a user manager of the standard strings.
  { path: '/medical_records', who: 'owner', name: 'the medical records area, as a reader and list manager (/medical_records)' },
  { path: '/medical_records/list', who: 'owner', phone: true, name: 'the medical records list, as a reader (/medical_records/list)' },
  { path: '/medical_records?view=standard_strings', who: 'owner', name: 'the standard strings (/medical_records?view=standard_strings)' },
];

/** How a screen is named in a finding. */
export const screenName = (screen: Screen): string =>
  `${screen.name ?? screen.path}${screen.who === 'signed-out' ? '' : ` as ${screen.who}`}`;

/** The screens grouped by who looks at them, in list order. */
export function screensByWho(list: readonly Screen[] = screens): Map<Screen['who'], Screen[]> {
  const groups = new Map<Screen['who'], Screen[]>();
  for (const screen of list) groups.set(screen.who, [...(groups.get(screen.who) ?? []), screen]);
  return groups;
}
