/**
 * The routes state (spec §3): evaluator status and the user's institution groups. Evaluator status
 * is also written to the session. The roles are not copied here: they live in the session, and
 * what they open is read through the one typed caller (caller.ts) and the contract's canCall.
 */
import { createStore } from '../../lib/store/create-store.ts';
import { sessionStore, writeSession } from '../../lib/session/session.ts';
import { onSessionEnd } from '../../lib/session/session-end.ts';
import { defaultEvaluatorStatus } from '../../../contract/constants.ts';
import { evaluatorStatusValues } from '../../../contract/roles.ts';

export interface InstitutionGroup {
  id: number;
  name: string;
}

export interface RoutesState {
  evaluatorStatus: string;
  userInstitutionGroups: readonly InstitutionGroup[] | null;
}

/** Initial routes state: evaluator status from the session, default '0' (spec §3). */
export function initialRoutesState(): RoutesState {
  const session = sessionStore.getState();
  return {
    evaluatorStatus: session.evaluator_status ?? defaultEvaluatorStatus,
    userInstitutionGroups: null,
  };
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

/** Sets the institution groups the user belongs to. */
export function setUserInstitutionGroups(groups: readonly InstitutionGroup[] | null): void {
  routesStore.setState({ userInstitutionGroups: groups });
}

/** Returns the routes state to its initial values (spec §4), e.g. at logout. */
export function resetRoutesState(): void {
  routesStore.setState({ evaluatorStatus: defaultEvaluatorStatus, userInstitutionGroups: null });
}
onSessionEnd(resetRoutesState);
