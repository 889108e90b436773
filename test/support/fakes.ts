/**
 * Small in-memory stand-ins for the browser globals the portal's pure modules touch, so they can
 * be tested in plain Node with no DOM: sessionStorage, window.location/history, and fetch.
 * Install them before the code under test reads them (session.ts reads sessionStorage lazily,
 * history.ts reads window only inside its functions).
 */

/** A Map-backed Storage. */
export class MemoryStorage {
  readonly #map = new Map<string, string>();

  get length(): number {
    return this.#map.size;
  }

  clear(): void {
    this.#map.clear();
  }

  getItem(key: string): string | null {
    const value = this.#map.get(String(key));
    return value === undefined ? null : value;
  }

  key(index: number): string | null {
    return [...this.#map.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#map.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.#map.set(String(key), String(value));
  }

  /** Everything stored, as a plain object (for assertions). */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.#map);
  }
}

function defineGlobal(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

/** Installs a fresh in-memory `sessionStorage` on globalThis and returns it. */
export function installSessionStorage(initial: Record<string, string> = {}): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value);
  defineGlobal('sessionStorage', storage);
  return storage;
}

/** Makes reading `globalThis.sessionStorage` throw, as a browser with storage disabled does. */
export function installThrowingSessionStorage(): void {
  Object.defineProperty(globalThis, 'sessionStorage', {
    configurable: true,
    get() {
      throw new Error('SecurityError: storage is disabled');
    },
  });
}

export interface HistoryEntry {
  kind: 'push' | 'replace';
  url: string;
}

export interface FakeBrowser {
  /** The fake window installed on globalThis. */
  window: {
    location: { readonly href: string; readonly origin: string; readonly pathname: string; readonly search: string };
    history: {
      readonly state: unknown;
      pushState(state: unknown, unused: string, url: string): void;
      replaceState(state: unknown, unused: string, url: string): void;
      go(delta: number): void;
    };
    addEventListener(type: string, listener: () => void): void;
    removeEventListener(type: string, listener: () => void): void;
  };
  /** Every pushState/replaceState call, in order, with the resolved path + query. */
  entries: HistoryEntry[];
  /** The current URL. */
  url(): URL;
  /** Moves to a URL as the back/forward buttons would, firing popstate listeners. */
  pop(url: string): void;
  /** Back (-1) or Forward (1) through the entries pushed so far, as the browser's buttons do. */
  go(delta: number): void;
  /** Resolves once every Back and Forward asked for has happened (and any they caused). */
  settled(): Promise<void>;
  /** Follows a link to `#hash` on the page: a new entry without state, then popstate, as browsers do. */
  fragment(hash: string): void;
  /** Listeners currently registered per event type. */
  listeners(type: string): number;
}

/** Installs a minimal `window` (location, history, event listeners) at `href`. */
export function installWindow(href = 'http://localhost/portal/'): FakeBrowser {
  let current = new URL(href);
  const entries: HistoryEntry[] = [];
  const listeners = new Map<string, Set<() => void>>();
  // The tab's history: its entries (URL and state) and the one shown.
  const stack: { url: URL; state: unknown }[] = [{ url: current, state: null }];
  let at = 0;
  const move = (kind: 'push' | 'replace', url: string, state: unknown) => {
    current = new URL(url, current);
    entries.push({ kind, url: current.pathname + current.search });
    if (kind === 'push') {
      stack.splice(at + 1);
      stack.push({ url: current, state });
      at = stack.length - 1;
    } else {
      stack[at] = { url: current, state };
    }
  };
  const firePopState = () => {
    for (const listener of [...(listeners.get('popstate') ?? [])]) listener();
  };
  // As in a browser, the move happens later (a task), then popstate fires.
  let pending = 0;
  const go = (delta: number) => {
    pending += 1;
    setTimeout(() => {
      pending -= 1;
      const next = at + delta;
      const entry = stack[next];
      if (!entry) return;
      at = next;
      current = entry.url;
      firePopState();
    }, 0);
  };
  const fake: FakeBrowser['window'] = {
    location: {
      get href() {
        return current.href;
      },
      get origin() {
        return current.origin;
      },
      get pathname() {
        return current.pathname;
      },
      get search() {
        return current.search;
      },
    },
    history: {
      get state() {
        return stack[at]?.state ?? null;
      },
      pushState: (state, _unused, url) => move('push', url, state),
      replaceState: (state, _unused, url) => move('replace', url, state),
      go,
    },
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
  };
  defineGlobal('window', fake);
  return {
    window: fake,
    entries,
    url: () => new URL(current.href),
    pop(url) {
      current = new URL(url, current);
      stack[at] = { url: current, state: null };
      firePopState();
    },
    go,
    fragment(hash) {
      current = new URL(hash, current);
      stack.splice(at + 1);
      stack.push({ url: current, state: null });
      at = stack.length - 1;
      firePopState();
    },
    listeners: (type) => listeners.get(type)?.size ?? 0,
    async settled() {
      // Moves may cause moves (an undone Back goes forward again): wait until none is left.
      while (pending > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** One request as the fake fetch saw it. */
export interface FetchCall {
  url: string;
  method: string | undefined;
  /** The headers object exactly as passed (the client passes a plain record). */
  headers: Record<string, string>;
  body: string | undefined;
  init: RequestInit;
}

export type Responder = (call: FetchCall) => Response | Promise<Response>;

/** A fetch that records every call and answers with `responder`. */
export function fakeFetch(responder: Responder): { fetch: typeof fetch; calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: FetchCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init.method,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : undefined,
      init,
    };
    calls.push(call);
    return responder(call);
  };
  return { fetch: fn as typeof fetch, calls };
}

/** Installs a recording fake as `globalThis.fetch` (what lib/http/api.ts calls). */
export function installFetch(responder: Responder): FetchCall[] {
  const { fetch, calls } = fakeFetch(responder);
  defineGlobal('fetch', fetch);
  return calls;
}

/** A JSON response in the API envelope's shape (or any JSON value). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A response with a raw text body, e.g. a proxy's HTML error page or truncated JSON. */
export function textResponse(text: string, status = 200, contentType = 'text/html'): Response {
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

/** A responder that never answers until the request's signal aborts, then rejects like fetch. */
export function hangUntilAborted(call: FetchCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = call.init.signal;
    if (!signal) return;
    const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail);
  });
}

/** The parsed JSON body of a recorded call. */
export function bodyOf(call: FetchCall | undefined): unknown {
  if (!call || call.body === undefined) return undefined;
  return JSON.parse(call.body);
}
