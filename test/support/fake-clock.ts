/**
 * A clock the component tests move by hand: setTimeout, setInterval, their clear functions,
 * Date.now() and `new Date()` follow it, so a 250 ms spinner delay or a 12 s toast takes no real
 * time and always fires in the same order. Started at the real time of installation.
 *
 * Left real on purpose: setImmediate, queueMicrotask, MessageChannel and promises, which React's
 * scheduler and the DOM libraries use to do their work; and the timers the DOM libraries captured
 * when they loaded.
 *
 *   const clock = installFakeClock();
 *   setTimeout(done, 250);
 *   clock.tick(250); // runs `done`
 */

export interface FakeClock {
  /** The clock's current time in ms since the epoch. */
  now(): number;
  /**
   * Moves the clock forward by `ms`, running every timer that falls due, in time order, each at
   * its own time; `between` runs after each timer (to settle promises and renders).
   */
  tick(ms: number, between?: () => Promise<void>): Promise<void>;
  /** How many timers are waiting. */
  pending(): number;
  /** When the next timer falls due, or null when none is waiting. */
  nextAt(): number | null;
  /** Drops every waiting timer (between test files sharing one process). */
  reset(): void;
  /** Puts the real timers and Date back. */
  uninstall(): void;
}

interface Timer {
  id: number;
  at: number;
  order: number;
  callback: (...args: unknown[]) => void;
  args: unknown[];
  every: number | null;
}

/** The real timers, for the few waits that must be real (input/output of the test itself). */
export const realTimers = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setImmediate: globalThis.setImmediate,
  Date: globalThis.Date,
};

let installed: FakeClock | null = null;

/** Replaces the global timers and Date with a fake clock (once per process; later calls return it). */
export function installFakeClock(): FakeClock {
  if (installed) return installed;
  const RealDate = realTimers.Date;
  const saved = {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    setInterval: globalThis.setInterval,
    clearInterval: globalThis.clearInterval,
    Date: globalThis.Date,
  };
  let current = RealDate.now();
  let nextId = 1;
  let order = 0;
  const timers = new Map<number, Timer>();

  // Node's timers are objects with ref/unref and a number value; the app only stores and clears
  // them, but libraries may call unref().
  const handle = (id: number) => ({
    id,
    ref() {
      return this;
    },
    unref() {
      return this;
    },
    hasRef: () => true,
    refresh() {
      return this;
    },
    [Symbol.toPrimitive]: () => id,
  });
  type Handle = ReturnType<typeof handle>;

  function add(callback: unknown, ms: unknown, args: unknown[], repeat: boolean): Handle {
    if (typeof callback !== 'function') throw new TypeError('The callback must be a function');
    const delay = Math.max(0, Number(ms) || 0);
    const id = nextId++;
    timers.set(id, {
      id,
      at: current + delay,
      order: order++,
      callback: callback as Timer['callback'],
      args,
      every: repeat ? Math.max(1, delay) : null,
    });
    const made = handle(id);
    ours.add(made);
    return made;
  }

  const ours = new WeakSet<object>();

  function clear(value: unknown): void {
    if (value === undefined || value === null) return;
    if (typeof value === 'object' && ours.has(value)) timers.delete((value as Handle).id);
    else if (typeof value === 'number') timers.delete(value);
    else saved.clearTimeout(value as Parameters<typeof clearTimeout>[0]);
  }

  // The test runner's own timer (uvu starts its queue with `setTimeout(exec)`) stays real, or no
  // test would ever start. Only the direct caller counts: every test runs below uvu's frames.
  const fromTestRunner = () => {
    const caller = new Error().stack?.split('\n')[3] ?? '';
    return /[\\/]node_modules[\\/]uvu[\\/]/.test(caller);
  };

  class FakeDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(current);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return current;
    }
  }

  const globals = globalThis as Record<string, unknown>;
  globals.setTimeout = (callback: unknown, ms?: unknown, ...args: unknown[]) => {
    if (fromTestRunner()) return saved.setTimeout(callback as () => void, ms as number, ...args);
    return add(callback, ms, args, false);
  };
  globals.setInterval = (callback: unknown, ms?: unknown, ...args: unknown[]) => add(callback, ms, args, true);
  globals.clearTimeout = clear;
  globals.clearInterval = clear;
  globals.Date = FakeDate;

  function nextDue(until: number): Timer | null {
    let found: Timer | null = null;
    for (const timer of timers.values()) {
      if (timer.at > until) continue;
      if (!found || timer.at < found.at || (timer.at === found.at && timer.order < found.order)) found = timer;
    }
    return found;
  }

  installed = {
    now: () => current,
    pending: () => timers.size,
    nextAt: () => nextDue(Infinity)?.at ?? null,
    async tick(ms, between) {
      const until = current + Math.max(0, ms);
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        current = Math.max(current, timer.at);
        if (timer.every === null) timers.delete(timer.id);
        else timer.at += timer.every;
        timer.callback(...timer.args);
        if (between) await between();
      }
      current = until;
    },
    reset() {
      timers.clear();
    },
    uninstall() {
      Object.assign(globals, saved);
      timers.clear();
      installed = null;
    },
  };
  return installed;
}
