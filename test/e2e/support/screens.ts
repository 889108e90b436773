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
  /** Also checked at phone width (390 px): the screens whose layout differs most on a phone. */
  phone?: boolean;
  /** What to do once the page has settled, for a screen reached by interaction. */
  open?: (page: Page) => Promise<void>;
  /** How the screen is named in findings, when the path alone does not say it. */
  name?: string;
}

const signedOut = (path: string, more: Partial<Screen> = {}): Screen => ({ path, who: 'signed-out', ...more });
/** As the evaluator, who may also open Training. */
const evaluator = (path: string, more: Partial<Screen> = {}): Screen => ({ path, who: 'evaluator', ...more });

export const screens: readonly Screen[] = [
  signedOut('/auth/sign-in', { phone: true }),
  signedOut('/auth/sign-up', { phone: true }),
  signedOut('/auth/forgot-password'),
  signedOut('/reset_your_password/1?key=not-a-real-key'),
  signedOut('/confirm_email/1?key=not-a-real-key'),
  signedOut('/auth/terms_and_conditions'),
  signedOut('/auth/404', { phone: true }),
  signedOut('/auth/500'),
  signedOut('/nowhere', { name: 'an unknown path (/nowhere)' }),

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
  evaluator('/terms_and_conditions', { phone: true }),

  // Institution administration as its owner, who may do all of it.
  { path: '/users', who: 'owner', phone: true, name: 'the users of the institution (/users)' },
  { path: '/users/add_user', who: 'owner', name: 'the new-user form (/users/add_user)' },
  { path: '/users?view=audit', who: 'owner', name: 'the audit trail (/users?view=audit)' },
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
