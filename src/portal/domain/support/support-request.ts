/**
 * Asking for support from inside a page: a page states the reason and, for a report, the
 * evaluation; the frame (app/support-host.tsx) opens the Support Request dialog with them
 * (spec §2, §4, §5), so that no feature imports another.
 */
import { createStore } from '../../lib/store/create-store.ts';
import { onSessionEnd } from '../../lib/session/session-end.ts';
import type { SupportReason } from '../../../contract/constants.ts';

export interface SupportRequestState {
  open: boolean;
  reason: SupportReason | null;
  evaluationId: string | number | null;
}

const closed: SupportRequestState = { open: false, reason: null, evaluationId: null };

export const supportRequestStore = createStore<SupportRequestState>(closed);
onSessionEnd(() => supportRequestStore.setState(closed));

/** Opens the Support Request dialog with a preset reason and, optionally, an evaluation id. */
export function askSupport(reason: SupportReason, evaluationId: string | number | null = null): void {
  supportRequestStore.setState({ open: true, reason, evaluationId });
}

export function closeSupportRequest(): void {
  supportRequestStore.setState(closed);
}
