/**
 * What the sidebar, the user menu and Home offer (spec §2), derived from the route table: a route
 * names its place in the navigation and the calls it needs (app/routes.ts), and a caller is
 * offered the routes the contract lets them open (domain/access/caller.ts). Pure data.
 */
import type { Caller } from '../../contract/access.ts';
import { offersAny } from './route-access.ts';
import { resolveRoute } from './resolve-route.ts';
import { routes, type InstitutionPageLabel, type NavPlace, type RouteDef } from './routes.ts';
import type { Title } from './first-screen/messages/en.ts';

export type { InstitutionPageLabel };

export interface NavItem {
  /** The page's title (first-screen/messages translates it). */
  label: Title;
  to: string;
  children?: NavItem[];
}

/** The routes at `place` the caller may open, as items, in the table's order. */
function itemsAt(place: NavPlace, caller: Caller | null, table: readonly RouteDef[]): NavItem[] {
  return table.flatMap((route) =>
    route.nav?.place === place && offersAny(route.needs, caller) ? [{ label: route.nav.label, to: route.pattern }] : [],
  );
}

/**
 * Sidebar items: Institutions, with the chosen institution's pages the caller may open under it,
 * plus Training when allowed (spec §2, §4), with its children but not the Evaluator Exam.
 */
export function sidebarItems(caller: Caller, table: readonly RouteDef[] = routes): NavItem[] {
  return itemsAt('sidebar', caller, table).map((item) => {
    const parent = item.label === 'Institutions' || item.label === 'Training' ? item.label : null;
    const children = parent ? itemsAt(parent, caller, table) : [];
    return children.length > 0 ? { ...item, children } : item;
  });
}

const institutionPageLabels: readonly InstitutionPageLabel[] = ['Subjects', 'Users', 'Medical Records', 'Access History', 'Training'];
function isInstitutionPage(label: Title): label is InstitutionPageLabel {
  return institutionPageLabels.some((page) => page === label);
}

/**
 * The chosen institution's pages the caller may open, as Home shows them: those under
 * Institutions, and Training for an evaluator who may open it (the sidebar lists it apart).
 */
export function institutionPages(caller: Caller, table: readonly RouteDef[] = routes): { label: InstitutionPageLabel; to: string }[] {
  if (!caller.member) return [];
  const items = [...itemsAt('Institutions', caller, table), ...itemsAt('sidebar', caller, table)];
  return items.flatMap((item) => (isInstitutionPage(item.label) ? [{ label: item.label, to: item.to }] : []));
}

export type UserMenuAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'support' }
  | { kind: 'logout' };

export interface UserMenuItem {
  /** A page's title, or one of the two actions (app/messages: nav). */
  label: Title | 'Support' | 'Logout';
  action: UserMenuAction;
  disabled: boolean;
}

/**
 * User menu entries (spec §2): the routes placed in the user menu that the caller may open (My
 * Account, About, User Manual, User Roles; Demo Evaluations for any user with at least one role;
 * the Admin Panel for an admin), then Support and Logout. Without a session token an entry whose
 * page makes calls (My Account, User Roles) is disabled, and so is Support.
 */
export function userMenuItems(caller: Caller, hasToken: boolean, table: readonly RouteDef[] = routes): UserMenuItem[] {
  const pages = table.flatMap((route): UserMenuItem[] =>
    route.nav?.place === 'user-menu' && offersAny(route.needs, caller)
      ? [{ label: route.nav.label, action: { kind: 'navigate', to: route.pattern }, disabled: !hasToken && route.needs !== undefined }]
      : [],
  );
  return [...pages, { label: 'Support', action: { kind: 'support' }, disabled: !hasToken }, { label: 'Logout', action: { kind: 'logout' }, disabled: false }];
}

/**
 * Whether the caller may open the signed-in page at `path` (a pattern without parameters): what
 * the manual links to, so that it never offers a page that would only say it is not available.
 */
export function pageOpens(path: string, caller: Caller): boolean {
  if (path.includes(':')) return false;
  const { route } = resolveRoute(path);
  return route.layout === 'main' && offersAny(route.needs, caller);
}
