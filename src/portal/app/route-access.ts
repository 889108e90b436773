/**
 * Whether a caller may open a route: one of the calls it names (app/routes.ts `needs`) is one the
 * contract lets the caller make (contract/access.ts canCall, as the server decides). The table
 * names its needs by endpoint name, so the first screen, which carries the table, carries no
 * endpoint declarations; the signed-in layout and the navigation, which decide, look them up here.
 */
import { canCall, type Caller } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { clinicianOwnSubjects, mayOffer, type Need, type RouteNeed } from '../domain/access/caller.ts';
import type { RouteDef } from './routes.ts';

/** The declaration a route's need names: the contract's endpoint (read at the time of asking), or the portal rule. */
export const needOf = (need: RouteNeed): Need => (need === 'clinicianOwnSubjects' ? clinicianOwnSubjects : endpoints[need]);

/** Whether the caller (null: no session) may make one of the calls `needs` names; no list: anyone signed in. */
export function offersAny(needs: readonly RouteNeed[] | undefined, caller: Caller | null): boolean {
  if (!needs) return caller !== null;
  return needs.some((name) => {
    const need = needOf(name);
    return caller ? mayOffer(need, caller) : canCall(need, null);
  });
}

/**
 * Whether the signed-in layout shows the forbidden panel instead of the route's page: a page that
 * does not explain a refusal itself (Training) and whose needs the caller may not make.
 */
export function refusedByShell(route: RouteDef, caller: Caller): boolean {
  return route.refusedBy === 'shell' && !offersAny(route.needs, caller);
}
