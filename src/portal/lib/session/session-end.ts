/**
 * Ending a session: clears every session key and every in-memory cache, so that after logout or
 * an authentication failure the back button shows no patient data. Features register their own
 * resets here, since lib must not know them.
 */
import { clearSession } from './session.ts';

const resets = new Set<() => void>();

/** Registers a reset to run whenever a session ends; returns an unregister function. */
export function onSessionEnd(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Clears the session first, then every registered cache. */
export function endSession(): void {
  clearSession();
  for (const reset of resets) reset();
}
