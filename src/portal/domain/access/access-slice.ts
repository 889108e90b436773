/**
 * The routes state (spec §3): evaluator status, the user's roles and institution groups, which
 * decide what the sidebar and guards allow. Evaluator status is also written to the session.
 */
import { createStore } from '../../lib/store/create-store.ts';
import { sessionRoles, sessionStore, writeSession } from '../../lib/session/session.ts';
import { onSessionEnd } from '../../lib/session/session-end.ts';
import { defaultEvaluatorStatus } from '../../../contract/constants.ts';
import { evaluatorStatusValues } from '../../../contract/roles.ts';

export interface InstitutionGroup {
  id: number;
  name: string;
}

export interface RoutesState {
  evaluatorStatus: string;
  userRoles: readonly string[];
  userInstitutionGroups: readonly InstitutionGroup[] | null;
}

/** Initial routes state: evaluator status from the session, default '0' (spec §3). */
export function initialRoutesState(): RoutesState {
  const session = sessionStore.getState();
  return {
    evaluatorStatus: session.evaluator_status ?? defaultEvaluatorStatus,
    userRoles: sessionRoles(session),
    userInstitutionGroups: null,
  };
}

/** Spec §4: training is visible only for status "1" or "2" with the evaluator role. */
export function canSeeTraining(state: Pick<RoutesState, 'evaluatorStatus' | 'userRoles'>): boolean {
  const open =
    state.evaluatorStatus === evaluatorStatusValues.inTraining ||
    state.evaluatorStatus === evaluatorStatusValues.certified;
  return open && state.userRoles.includes('evaluator');
}

/** Spec §2: Demo Evaluations appear for any user with at least one role. */
export function hasAnyRole(state: Pick<RoutesState, 'userRoles'>): boolean {
  return state.userRoles.length > 0;
}

export const routesStore = createStore<RoutesState>(initialRoutesState());

/** Sets the evaluator status and writes it to the session (spec §4). */
export function setEvaluatorStatus(status: string): void {
  writeSession({ evaluator_status: status });
  routesStore.setState({ evaluatorStatus: status });
}

/** The enable-training action sets the status to 1 (spec §4). */
export function enableTraining(): void {
  setEvaluatorStatus(evaluatorStatusValues.inTraining);
}

/** Replaces the user's roles in the chosen institution. */
export function setUserRoles(roles: readonly string[]): void {
  routesStore.setState({ userRoles: roles });
}

/** Sets the institution groups the user belongs to. */
export function setUserInstitutionGroups(groups: readonly InstitutionGroup[] | null): void {
  routesStore.setState({ userInstitutionGroups: groups });
}

/** Returns the routes state to its initial values (spec §4), e.g. at logout. */
export function resetRoutesState(): void {
  routesStore.setState({ evaluatorStatus: defaultEvaluatorStatus, userRoles: [], userInstitutionGroups: null });
}
onSessionEnd(resetRoutesState);
