/**
 * Signing out in one tab signs out every tab of the portal. Sessions live in each tab's
 * sessionStorage (spec §3), so signing in never spreads; signing out does, through a
 * BroadcastChannel, or where a browser lacks it, a localStorage `storage` event (the key is
 * written and removed at once: nothing stays in storage). Neither reaches the tab that sent it.
 */

const channelName = 'portal-sign-out';
export const signOutStorageKey = 'portal.signed-out';

function channel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : undefined;
}

/** Tells the other tabs that the person signed out here. */
export function announceSignOut(): void {
  const open = channel();
  if (open) {
    open.postMessage('signed-out');
    open.close();
    return;
  }
  try {
    localStorage.setItem(signOutStorageKey, String(Date.now()));
    localStorage.removeItem(signOutStorageKey);
  } catch {
    // Storage refused: other tabs then end at their own expiry or next call.
  }
}

/** Calls `listener` when another tab signs out; returns the unsubscribe function. */
export function onSignOutElsewhere(listener: () => void): () => void {
  const open = channel();
  if (open) {
    open.onmessage = (event) => event.data === 'signed-out' && listener();
    return () => open.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === signOutStorageKey && event.newValue) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
