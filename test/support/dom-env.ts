// Builds the component-test DOM chosen by DOM_ENV (jsdom by default, or happy-dom) at the portal's
// URL and installs its globals. It must run before react-dom is first imported: react-dom probes
// `window` once at load, and without a DOM it falls back to IE-era input handling.
import { createRequire } from 'node:module';
import { installMatchMedia } from './dom-media.ts';

declare global {
  // Read by React to decide whether updates outside act() deserve a warning.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export type DomEnvName = 'jsdom' | 'happy-dom';
export const testUrl = 'http://localhost/portal/';

function chooseEnv(value: string | undefined): DomEnvName {
  if (value === undefined || value === '' || value === 'jsdom') return 'jsdom';
  if (value === 'happy-dom') return 'happy-dom';
  throw new Error(`DOM_ENV must be "jsdom" or "happy-dom", not "${value}"`);
}

/** The DOM implementation these tests run in. */
export const domEnv: DomEnvName = chooseEnv(process.env.DOM_ENV);

type TestWindow = Window & typeof globalThis;

// Loaded synchronously on purpose: with a top-level await here, ES module evaluation would go on
// to sibling imports (react-dom) before the DOM exists.
const require = createRequire(import.meta.url);

// react-dom decides once, when first loaded, whether it runs in a browser; loaded before this
// file, it would treat the test DOM as a server and onChange would miss input events.
// (Node's ESM loader lists a CommonJS module in require.cache before running it: check `loaded`.)
const reactDomLoaded = Object.entries(require.cache).some(
  ([path, entry]) => /react-dom[\\/]cjs[\\/]react-dom-client\./.test(path) && entry?.loaded,
);
if (reactDomLoaded) {
  throw new Error('react-dom was loaded before test/support/dom.ts: import the DOM setup first in this test file.');
}

function createWindow(): TestWindow {
  if (domEnv === 'happy-dom') {
    const { Window } = require('happy-dom') as typeof import('happy-dom');
    const win = new Window({
      url: testUrl,
      width: 1024,
      height: 768,
      console: globalThis.console,
      settings: {
        disableJavaScriptFileLoading: true,
        disableCSSFileLoading: true,
        // Like jsdom, follow no link to another document: the router owns navigation.
        navigation: { disableMainFrameNavigation: true, disableFallbackToSetURL: true },
      },
    });
    win.document.documentElement.setAttribute('lang', 'en');
    win.document.title = 'Portal';
    // Timers or pending loads must not keep the test process alive once uvu is done.
    process.once('beforeExit', () => void win.happyDOM.close());
    return win as unknown as TestWindow;
  }
  const { JSDOM, VirtualConsole } = require('jsdom') as typeof import('jsdom');
  const virtualConsole = new VirtualConsole().forwardTo(console, { jsdomErrors: 'none' });
  virtualConsole.on('jsdomError', (error) => {
    // jsdom reports link navigation and scrolling as "not implemented"; happy-dom is silent.
    if (error.type === 'not-implemented' && /navigation|scroll/i.test(error.message)) return;
    console.error(error.cause instanceof Error ? error.cause.stack : error.message);
  });
  const html = '<!doctype html><html lang="en"><head><title>Portal</title></head><body></body></html>';
  return new JSDOM(html, { url: testUrl, pretendToBeVisual: true, virtualConsole }).window;
}

/** The test window; its document is the global `document`. */
export const testWindow: TestWindow = createWindow();

// Node has its own versions of these, but DOM nodes only accept their own realm's events and
// signals (jsdom throws on Node's), and FormData must accept a form element.
const domWins = ['Event', 'EventTarget', 'CustomEvent', 'MessageEvent', 'AbortController', 'AbortSignal', 'FormData'];
// Instance members of window that React, the router, the session and the components use bare.
const windowMembers = [
  'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'screen',
  'customElements', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame',
  'matchMedia', 'scrollTo', 'scrollBy', 'getSelection', 'alert', 'confirm', 'prompt', 'open',
  'print', 'devicePixelRatio', 'innerWidth', 'innerHeight',
];

function install(win: TestWindow): void {
  const target = globalThis as Record<string, unknown>;
  const source = win as unknown as Record<string, unknown>;
  const names = new Set<string>();
  for (let o: object | null = win; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) if (/^[A-Z]/.test(name)) names.add(name);
  }
  // Interfaces and constructors: HTMLElement and every element class, Node, KeyboardEvent, ...
  for (const name of names) {
    if (name in target && !domWins.includes(name)) continue;
    const value = source[name];
    if (typeof value !== 'function') continue;
    Object.defineProperty(target, name, { configurable: true, writable: true, value });
  }
  for (const name of windowMembers) {
    let original: unknown;
    let bound: unknown;
    Object.defineProperty(target, name, {
      configurable: true,
      enumerable: true,
      get() {
        const value = source[name];
        if (typeof value !== 'function') return value;
        if (value !== original) [original, bound] = [value, value.bind(win)];
        return bound;
      },
      set(value: unknown) {
        source[name] = value;
      },
    });
  }
  for (const name of ['window', 'self']) {
    Object.defineProperty(target, name, { configurable: true, writable: true, value: win });
  }
  // The app calls the network through the global fetch, which tests replace; window.fetch
  // (happy-dom has its own, jsdom none) must reach the same function in both DOMs.
  for (const name of ['fetch', 'Request', 'Response', 'Headers']) {
    Object.defineProperty(source, name, {
      configurable: true,
      get: () => target[name],
      set: (value: unknown) => void (target[name] = value),
    });
  }
}

/** Resizes the viewport: innerWidth/innerHeight, matchMedia answers and a resize event. */
export const resizeViewport = installMatchMedia(testWindow);
install(testWindow);
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
