/**
 * Asks before leaving a form with unsaved changes (issue 11). While `dirty`, a click on a link to
 * another page of the portal (the sidebar, the menus, the page's own links) is held before the
 * router sees it, and so are the browser's Back and Forward (undone by the router until the person
 * chooses); `pending` holds the way to where they wanted to go, for a confirmation dialog.
 * Closing or reloading the tab gets the browser's own question. A session that ended is never
 * held: the drafts mechanism keeps the values and the sign-in page must open.
 */
import { useEffect, useRef, useState } from 'react';
import { sessionStore } from '../../lib/session/session.ts';
import { holdHistoryMoves } from '../../lib/router/hold-moves.ts';

export interface LeaveGuard {
  /** The move the person asked for (a link or Back/Forward), held until they choose. */
  pending: (() => void) | null;
  /** Leaves to the pending place, changes dropped. */
  leave: () => void;
  /** Stays on the form. */
  stay: () => void;
  /** Lets the next navigation through without asking (after a successful save). */
  release: () => void;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const holding = useRef(dirty);
  holding.current = dirty;

  useEffect(() => {
    const held = () => holding.current && Boolean(sessionStore.getState().token);
    // A plain click on a link of this site to another address (the router's own test, less the
    // base path: leaving the portal is leaving the form too).
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !held() || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
      if (anchor.pathname + anchor.search === window.location.pathname + window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      // The held link is followed again once nothing holds it.
      setPending(() => () => anchor.click());
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (held()) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  // Back and Forward, while there is something to lose.
  useEffect(() => {
    if (!dirty) return;
    return holdHistoryMoves((proceed) => {
      if (holding.current && sessionStore.getState().token) setPending(() => proceed);
      else proceed();
    });
  }, [dirty]);

  return {
    pending,
    leave: () => {
      holding.current = false;
      setPending(null);
      pending?.();
    },
    stay: () => setPending(null),
    release: () => {
      holding.current = false;
    },
  };
}
