/** Finds the route for a path and decides, from the session, where a visitor may go. Pure. */
import { match, type Params } from '../lib/router/match.ts';
import { safeRedirect } from '../lib/router/redirect.ts';
import { afterLoginPath, paths } from '../domain/paths.ts';
import { notFoundRoute, routes, type RouteDef } from './routes.ts';

export interface Resolved {
  route: RouteDef;
  params: Params;
}

/**
 * The route whose pattern matches `url` (an app path, with or without its query), or the 404
 * route. An entry with a `view` matches only when the query's `view` says so; one without
 * matches whatever the query.
 */
export function resolveRoute(url: string, table: readonly RouteDef[] = routes): Resolved {
  const [path = '', query = ''] = url.split('?', 2);
  const view = new URLSearchParams(query).get('view');
  for (const route of table) {
    if (route.view !== undefined && route.view !== view) continue;
    const params = match(route.pattern, path);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}

export interface AccessFacts {
  loggedIn: boolean;
  /** An institution is chosen in this session (selected_institution_id). */
  institutionChosen: boolean;
}

export type Decision = { kind: 'render' } | { kind: 'redirect'; to: string };

/**
 * Spec §2: every main page requires sign-in (signed-out visits go to sign-in with the original
 * path and query as the redirect-back parameter); the sign-in page redirects a signed-in user to
 * the redirect-back target or '/', and a login that has just finished (no institution chosen yet)
 * to /institutions?from=/auth/sign-in. The main pages that work in an institution also need a
 * chosen one; without it they lead to Institutions, which leads back. A redirect goes straight to
 * where the target itself would lead: one navigation, not a chain through / and /institutions.
 */
export function decideAccess(route: RouteDef, path: string, search: string, facts: AccessFacts, table: readonly RouteDef[] = routes): Decision {
  if (route.access === 'public') return { kind: 'render' };
  if (route.access === 'signed-out') {
    if (!facts.loggedIn) return { kind: 'render' };
    const target = safeRedirect(new URLSearchParams(search).get('redirect')) ?? (facts.institutionChosen ? paths.home() : afterLoginPath);
    const url = new URL(target, 'http://portal.invalid');
    const onward = decideAccess(resolveRoute(url.pathname + url.search, table).route, url.pathname, url.search, facts, table);
    return { kind: 'redirect', to: onward.kind === 'redirect' ? onward.to : target };
  }
  if (!facts.loggedIn) {
    return { kind: 'redirect', to: paths.signIn({ redirect: path + search }) };
  }
  // A page working in the chosen institution: without one, choose it first, then go on to where
  // the user was going (home needs no saying: choosing goes there anyway). About, the manual, the
  // account and the roles need none.
  if (!facts.institutionChosen && route.institution === 'needed') {
    const to = path + search;
    return { kind: 'redirect', to: paths.institutions({ redirect: to === paths.home() ? null : to }) };
  }
  // What the caller's roles open is the signed-in layout's to decide (app/route-access.ts).
  return { kind: 'render' };
}
