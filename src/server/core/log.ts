/**
 * Structured logs: one JSON object per line. Callers pass only what is safe to keep (quality bar,
 * "Logs"): never a password, token, email, reset key or patient field.
 */

export type LogLevel = 'info' | 'warn' | 'error';

export interface LogEntry {
  time: string;
  level: LogLevel;
  event: string;
  [field: string]: unknown;
}

/** Receives every entry; tests pass their own to read what the server logged. */
export type LogSink = (entry: LogEntry) => void;

export type LogFields = Record<string, unknown>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

/**
 * A sink writing JSON lines through `write`, gathered over one turn of the event loop: a busy
 * server makes one write per turn instead of one per request (a write per line took about a
 * sixth of the time of a signed-in call). `flush()` writes what is waiting at once.
 */
export function bufferedSink(write: (text: string) => void): LogSink & { flush(): void } {
  let waiting: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!waiting.length) return;
    const text = waiting.join('');
    waiting = [];
    write(text);
  };
  const sink = (entry: LogEntry) => {
    waiting.push(`${JSON.stringify(entry)}\n`);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return Object.assign(sink, { flush });
}

/** Standard output; what is waiting is written before the process exits, whatever the reason. */
export const stdoutSink = bufferedSink((text) => process.stdout.write(text));
process.once('exit', () => stdoutSink.flush());

/** A logger stamping entries with the server clock. A failing sink never fails a request. */
export function createLogger(sink: LogSink, now: () => number): Logger {
  const write = (level: LogLevel, event: string, fields: LogFields = {}) => {
    try {
      const stamp = { time: new Date(now()).toISOString(), level, event };
      // Stamp first for reading, and again last so a field can never overwrite it.
      sink(Object.assign({ ...stamp, ...fields }, stamp));
    } catch {
      // Logging is best effort: a broken sink must not turn a good answer into a 500.
    }
  };
  return {
    info: (event, fields) => write('info', event, fields),
    warn: (event, fields) => write('warn', event, fields),
    error: (event, fields) => write('error', event, fields),
  };
}

/**
 * `log` with `fields` added to every entry it writes, after the caller's own so they cannot be
 * replaced: the request id on every line of one request (http/dispatch.ts).
 */
export function withFields(log: Logger, fields: LogFields): Logger {
  return {
    info: (event, extra) => log.info(event, { ...extra, ...fields }),
    warn: (event, extra) => log.warn(event, { ...extra, ...fields }),
    error: (event, extra) => log.error(event, { ...extra, ...fields }),
  };
}

/**
 * What of an unexpected error may be logged: its class, its SQLSTATE and its stack frames, but not
 * its message, which can quote input (a database error repeats the offending value).
 */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    error: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    frames: frames.slice(0, 8).map((line) => line.trim()),
  };
}
