/**
 * Ending a session: clears every session key and every in-memory cache, so that after logout or
 * an authentication failure the back button shows no patient data. Features register their own
 * resets here, since lib must not know them.
 */
import { clearSession } from './session.ts';

/**
 * Why a session ends: the person logged out, or it ended under them (its time ran out, or the
 * server refused its token). Resets that keep something for the same person's return (what they
 * had typed, lib/forms/drafts.ts) keep it only when the session ended under them.
 */
export type SessionEndReason = 'logout' | 'ended';

// Whether the last session ended under the person, in memory only (not a session key): the
// sign-in page then says why it is shown.
let endedUnderPerson = false;

/** Whether the last session ended under the person (expiry or a refused token), not by a logout. */
export function sessionEndedUnderPerson(): boolean {
  return endedUnderPerson;
}

/** Forgets why the last session ended (a new sign-in has started). */
export function forgetSessionEnd(): void {
  endedUnderPerson = false;
}

const resets = new Set<(reason?: SessionEndReason) => void>();

/** Registers a reset to run whenever a session ends; returns an unregister function. */
export function onSessionEnd(reset: (reason?: SessionEndReason) => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/**
 * Clears the session first, then every registered cache. Without a reason it is a logout (as in
 * features/auth/sign-out.ts logout(), whatever tab or page it starts from); app/end-session.ts
 * passes 'ended' for the expiry timer and the central authentication-failure handling.
 */
export function endSession(reason?: SessionEndReason): void {
  endedUnderPerson = reason === 'ended';
  clearSession();
  for (const reset of resets) reset(reason);
}
