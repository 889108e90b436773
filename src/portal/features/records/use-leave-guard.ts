/**
 * Asks before leaving a form with unsaved changes (issue 11). While `dirty`, a click on a link to
 * another page of the portal (the sidebar, the menus, the page's own links) is held before the
 * router sees it, and `pending` names where the person wanted to go, for a confirmation dialog;
 * closing or reloading the tab gets the browser's own question. A session that ended is never
 * held: the drafts mechanism keeps the values and the sign-in page must open.
 */
import { useEffect, useRef, useState } from 'react';
import { stripBase } from '../../lib/router/base.ts';
import { navigate } from '../../lib/router/history.ts';
import { shouldHandleClick } from '../../lib/router/link.tsx';
import { sessionStore } from '../../lib/session/session.ts';

export interface LeaveGuard {
  pending: string | null;
  /** Leaves to the pending place, changes dropped. */
  leave: () => void;
  /** Stays on the form. */
  stay: () => void;
  /** Lets the next navigation through without asking (after a successful save). */
  release: () => void;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [pending, setPending] = useState<string | null>(null);
  const holding = useRef(dirty);
  holding.current = dirty;

  useEffect(() => {
    const held = () => holding.current && Boolean(sessionStore.getState().token);
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !held() || !shouldHandleClick(event, anchor)) return;
      const url = new URL(anchor.href);
      const to = stripBase(url.pathname) + url.search;
      if (url.pathname + url.search === window.location.pathname + window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
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

  return {
    pending,
    leave: () => {
      const to = pending;
      holding.current = false;
      setPending(null);
      if (to) navigate(to);
    },
    stay: () => setPending(null),
    release: () => {
      holding.current = false;
    },
  };
}
