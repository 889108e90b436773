// The one setup for component tests: import it first in every *.dom.test.tsx. It builds the DOM
// chosen by DOM_ENV (jsdom or happy-dom) at http://localhost/portal/, installs the globals, and
// offers render, user actions, queries and time helpers that behave the same in both DOMs.
import { domEnv, resizeViewport } from './dom-env.ts';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { loadCatalogue } from './messages.ts';

// The portal loads its message catalogue on first use; components under test find it loaded, so
// a failure or success text shows in the same render (lib/i18n's own tests cover the loading).
await loadCatalogue();

export { act };
export { domEnv, testUrl, testWindow } from './dom-env.ts';
export { evaluateMediaQuery } from './dom-media.ts';
export { accessibleName, roleOf, isInaccessible } from './dom-aria.ts';
export * from './dom-queries.ts';
export { blur, click, focus, hover, isDisabled, pressKey, submit, tab, tabbable, type, unhover } from './dom-actions.ts';

export type Rendered = {
  /** The div the UI is rendered into, attached to document.body. */
  container: HTMLElement;
  /** Renders new UI into the same root, keeping state where React would. */
  rerender: (ui: ReactNode) => void;
  /** Unmounts the UI and removes the container. */
  unmount: () => void;
};

const mounted = new Set<{ root: Root; container: HTMLElement }>();

/** Renders the UI into a fresh container inside act. */
export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const entry = { root, container };
  mounted.add(entry);
  act(() => root.render(ui));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      if (!mounted.delete(entry)) return;
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Unmounts everything render() mounted, empties the body, clears storage and restores the URL and viewport. */
export function cleanup(): void {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  if (location.href !== 'http://localhost/portal/') history.replaceState(null, '', '/portal/');
  resizeViewport(1024, 768);
}

/** Lets real time pass inside act, so timers fire and their updates render (keep ms small). */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Settles pending promises and the renders they cause. */
export async function flush(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

/** Retries the check until it stops throwing or the timeout passes, then rethrows its error. */
export async function waitFor<T>(check: () => T, { timeout = 1000, interval = 10 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await advance(interval);
    }
  }
}

/** Resizes the viewport inside act: innerWidth/innerHeight, matchMedia listeners, resize event. */
export function setViewport(width: number, height?: number): void {
  act(() => resizeViewport(width, height));
}

/** A one-line label of the DOM in use, handy in suite names. */
export const envLabel = `[${domEnv}]`;
