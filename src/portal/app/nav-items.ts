/** What the sidebar and the user menu offer, as pure data (spec §2). */

export interface NavItem {
  label: string;
  to: string;
  hidden?: boolean;
  children?: NavItem[];
}

const training: NavItem = {
  label: 'Training',
  to: '/training',
  children: [
    { label: 'Training Videos', to: '/training/videos' },
    { label: 'Evaluator Exam', to: '/training/exam', hidden: true },
    { label: 'Certificates', to: '/training/certificates' },
  ],
};

/** Sidebar items: only non-hidden ones — Institutions, plus Training when allowed. */
export function sidebarItems(trainingAllowed: boolean): NavItem[] {
  const all: NavItem[] = [{ label: 'Institutions', to: '/institutions' }, { ...training, hidden: !trainingAllowed }];
  return all
    .filter((item) => !item.hidden)
    .map((item) => (item.children ? { ...item, children: item.children.filter((c) => !c.hidden) } : item));
}

export type UserMenuAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'support' }
  | { kind: 'logout' };

export interface UserMenuItem {
  label: string;
  action: UserMenuAction;
  disabled: boolean;
}

/**
 * User menu entries: My Account, About, User Manual, User Roles, Support and Logout; My Account,
 * User Roles and Support are disabled without a session token; Demo Evaluations appears for any
 * user with at least one role.
 */
export function userMenuItems(facts: { hasToken: boolean; hasRole: boolean }): UserMenuItem[] {
  const needsToken = !facts.hasToken;
  const items: UserMenuItem[] = [
    { label: 'My Account', action: { kind: 'navigate', to: '/my_account' }, disabled: needsToken },
    { label: 'About', action: { kind: 'navigate', to: '/about' }, disabled: false },
    { label: 'User Manual', action: { kind: 'navigate', to: '/user_manual' }, disabled: false },
    { label: 'User Roles', action: { kind: 'navigate', to: '/user_roles' }, disabled: needsToken },
  ];
  if (facts.hasRole) {
    items.push({ label: 'Demo Evaluations', action: { kind: 'navigate', to: '/demo_evals' }, disabled: false });
  }
  items.push(
    { label: 'Support', action: { kind: 'support' }, disabled: needsToken },
    { label: 'Logout', action: { kind: 'logout' }, disabled: false },
  );
  return items;
}
