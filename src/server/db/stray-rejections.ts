/**
 * What the server does with a promise rejection nobody handled. Node ends the process on one, and
 * for a bug that is right. The PostgreSQL client leaves one kind unhandled that is no bug of ours:
 * after connecting it asks the server for its array types on its own, without a handler, and when
 * the database goes away at that moment (a restart, a network cut) that query's connection error
 * is left unhandled. Ending the process then would turn the fast 503s of an outage into restarts;
 * so a database-unreachable error is logged and the process keeps serving. Anything else still
 * ends it, as Node would.
 */
import { isDatabaseUnreachable } from './unavailable.ts';
import { describeError, type Logger } from '../core/log.ts';

/** The listener for `process.on('unhandledRejection', …)`; it throws what it does not forgive. */
export function strayRejectionPolicy(log: Pick<Logger, 'warn'>): (reason: unknown) => void {
  return (reason) => {
    if (isDatabaseUnreachable(reason)) {
      log.warn('database_connection_lost', describeError(reason));
      return;
    }
    throw reason;
  };
}
