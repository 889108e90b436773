/**
 * Ends the session when its expiry passes while the portal is open, so patient data does not
 * stay on screen after the 60 minutes (spec §4: otherwise the user goes to the login page), or
 * sooner when it was left unused for as long as the server allows (issue 34: a workstation left
 * signed in on a ward is cleared).
 */
import { useEffect } from 'react';
import { useStore } from '../lib/store/use-store.ts';
import { sessionEndsAt, sessionStore } from '../lib/session/session.ts';
import { endSessionToSignIn } from './end-session.ts';

/** Longest single timer browsers honour (about 24.8 days); later expiries re-arm. */
const maxDelay = 2_147_483_647;

export function useSessionExpiry(): void {
  const expires = useStore(sessionStore, (s) => s.expiration_date);
  const activeUntil = useStore(sessionStore, (s) => s.active_until);
  const token = useStore(sessionStore, (s) => s.token);
  useEffect(() => {
    if (!token || !expires) return;
    const at = sessionEndsAt({ expiration_date: expires, active_until: activeUntil });
    if (!Number.isFinite(at)) return;
    const timer = setTimeout(() => {
      endSessionToSignIn({ stayOnAuthPages: true });
    }, Math.min(Math.max(0, at - Date.now()), maxDelay));
    return () => clearTimeout(timer);
  }, [token, expires, activeUntil]);
}
