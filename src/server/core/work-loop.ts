/**
 * The loop of a queue worker (mail, processed videos). One pass takes and does work until the
 * queue has none left; a pass runs at start, after `pollMs` of quiet (work queued by another
 * process, or due again), and at once when kicked (work queued by this process). A kick during a
 * pass asks for one more pass after it: what was queued meanwhile may have been missed.
 */
export interface WorkLoop {
  /** Looks for work now. */
  kick(): void;
  /** Starts no more passes and waits for the one under way. */
  stop(): Promise<void>;
}

/** Starts the loop; `pass` is given whether the loop has been stopped, to end early. */
export function startWorkLoop(pass: (stopped: () => boolean) => Promise<void>, pollMs: number): WorkLoop {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const isStopped = () => stopped;

  const passes = async () => {
    do {
      again = false;
      await pass(isStopped);
    } while (again && !stopped);
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(kick, pollMs);
    timer.unref();
  };

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = passes().finally(() => {
      running = null;
      schedule();
    });
  }

  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
