// The one setup for component tests: import it first in every *.dom.test.tsx. It builds the DOM
// chosen by DOM_ENV (jsdom or happy-dom) at http://localhost/portal/, installs the globals, and
// offers render, user actions, queries and time helpers that behave the same in both DOMs.
import { domEnv, resizeViewport } from './dom-env.ts';
import { clock } from './dom-clock.ts';
import { realTimers } from './fake-clock.ts';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { loadCatalogue } from './messages.ts';

// The portal loads its message catalogue on first use; it is asked for here at once, so it is
// there by the time a test's first failure or success text shows (lib/i18n's tests cover loading).
void loadCatalogue();

export { act };
export { domEnv, testUrl, testWindow } from './dom-env.ts';
export { clock } from './dom-clock.ts';
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

/** One turn of the real event loop: promises settle and work queued by React or the DOM runs. */
function settle(): Promise<void> {
  return new Promise((resolve) => realTimers.setImmediate(resolve));
}

/**
 * Moves the fake clock forward by `ms` inside act: each timer that falls due runs at its own time,
 * in its own act, so the updates and new timers it causes are in place before the next one.
 * Takes no real time.
 */
export async function advance(ms: number): Promise<void> {
  const until = clock.now() + Math.max(0, ms);
  for (;;) {
    await act(settle);
    const at = clock.nextAt();
    if (at === null || at > until) break;
    await act(async () => {
      await clock.tick(at - clock.now());
      await settle();
    });
  }
  await act(async () => {
    await clock.tick(until - clock.now());
    await settle();
  });
}

/** Settles pending promises and the renders they cause. */
export async function flush(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

/**
 * Retries the check until it stops throwing, moving the fake clock `interval` ms between tries,
 * for up to `timeout` ms of clock time; then rethrows its error. Work that takes real time (a
 * page module loaded for the first time) then gets up to `realTime` ms of real time more (by
 * default `timeout`, at least 10 s: a first module load took over 3 s at a load average of 35 on
 * 2 cores), without moving the clock further. A check expected to keep failing (focus that must
 * not move) passes a short `realTime`, since it always waits the whole of it.
 */
export async function waitFor<T>(check: () => T, { timeout = 1000, interval = 10, realTime = Math.max(timeout, 10_000) } = {}): Promise<T> {
  const clockDeadline = clock.now() + timeout;
  // The real-time allowance starts once the clock's time is used up: stepping the clock takes real
  // time too (hundreds of renders on a busy machine), and must not eat the time a module load needs.
  let realDeadline: number | undefined;
  for (;;) {
    try {
      return check();
    } catch (error) {
      const left = clockDeadline - clock.now();
      if (left > 0) {
        await advance(Math.min(interval, left));
        continue;
      }
      realDeadline ??= realTimers.Date.now() + realTime;
      if (realTimers.Date.now() < realDeadline) await act(() => new Promise<void>((resolve) => realTimers.setTimeout(resolve, 1)));
      else throw error;
    }
  }
}

/** A short description of an element for failure messages: its tag, id or name and text. */
function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  const name = element.getAttribute('id') ?? element.getAttribute('name') ?? element.getAttribute('aria-label');
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `<${element.localName}${name ? ` ${name}` : ''}>${text ? ` "${text}"` : ''}`;
}

/**
 * Fails unless `element` has focus. Meant for waitFor: a failing `assert.is` of two elements walks
 * both whole DOM trees through their getters to describe them, seconds of processor time under
 * jsdom on every retry; this describes them in a line.
 */
export function assertFocused(element: Element | null, message = 'focus'): void {
  const active = document.activeElement;
  if (active === element) return;
  throw new Error(`${message}: expected on ${describeElement(element)}, found on ${describeElement(active)}`);
}

/** Resizes the viewport inside act: innerWidth/innerHeight, matchMedia listeners, resize event. */
export function setViewport(width: number, height?: number): void {
  act(() => resizeViewport(width, height));
}

/** A one-line label of the DOM in use, handy in suite names. */
export const envLabel = `[${domEnv}]`;
