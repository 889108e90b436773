/**
 * The one exception the PostgreSQL client (postgres.js 3.4.9) is known to throw outside any
 * promise: when a connection closes with a small write still waiting for the next turn of the
 * event loop, that write finds no socket (`TypeError: Cannot read properties of null (reading
 * 'write')` in its `nextWrite`; postgres.js issues 1066, 1154, 1208). This server's transactions
 * avoid the known way into it (db/postgres-db.ts); should it come anyway, the process reports it
 * here instead of ending, and each open PostgreSQL pool replaces its connections, one of which the
 * fault leaves unable to send anything again.
 */

/** Whether `error` is the client's known fault on a closed connection. */
export function isKnownClientFault(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /reading 'write'|evaluating 'socket\.write'/.test(error.message) &&
    /\bnextWrite\b/.test(error.stack ?? '')
  );
}

/** Where the process reports the fault and the open pools hear of it. */
export interface ClientFaults {
  report(): void;
  /** Calls `onFault` at each report; resolves an unsubscribe function. */
  subscribe(onFault: () => void): () => void;
}

export function createClientFaults(): ClientFaults {
  const listeners = new Set<() => void>();
  return {
    report: () => listeners.forEach((onFault) => onFault()),
    subscribe(onFault) {
      listeners.add(onFault);
      return () => listeners.delete(onFault);
    },
  };
}
