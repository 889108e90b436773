/**
 * The page a signed-out visitor will see starts loading while config.json loads (main.tsx),
 * instead of after: on a slow connection that is one round trip less before the form. index.html
 * already preloads the sign-in page's code; this covers the other signed-out pages (sign-up, a
 * password reset link). A signed-out visit to a signed-in page ends on sign-in (spec §2), so that
 * is the page fetched then. Signed-in visitors get the signed-in layout early (routes.ts prefetchShell).
 */
import { paths } from '../domain/paths.ts';
import { isInsideBase, stripBase } from '../lib/router/base.ts';
import { resolveRoute } from './resolve-route.ts';
import { routes, type RouteDef } from './routes.ts';

/** Starts loading the page a signed-out visitor to `pathname` is going to see; never throws. */
export function prefetchSignedOutPage(pathname: string, table: readonly RouteDef[] = routes): void {
  if (!isInsideBase(pathname)) return;
  const { route } = resolveRoute(stripBase(pathname), table);
  const shown = route.layout === 'auth' ? route : resolveRoute(paths.signIn.pattern, table).route;
  shown.load().catch(() => {
    // The load that needs it retries and says so.
  });
}
