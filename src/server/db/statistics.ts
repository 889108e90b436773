/**
 * The planner's statistics of the embedded database. PostgreSQL's autovacuum daemon keeps them
 * current; PGlite has no such daemon, so without this they would stay as the first start left
 * them and query plans would not follow the data's growth (a list of 20 subjects and one of
 * 100 000 want different plans). ANALYZE runs once the server listens and then once a day: about
 * a second with 100 000 evaluations, during which the embedded database answers nothing else.
 */
import { describeError, type Logger } from '../core/log.ts';
import type { Db } from './db.ts';

export const statisticsEveryMs = 24 * 60 * 60 * 1000;

/**
 * Starts the refreshes on PGlite (nothing on PostgreSQL); `first` resolves when the first one is
 * done, `stop` waits for one under way.
 */
export function refreshStatistics(db: Db, log: Logger, everyMs = statisticsEveryMs): { first: Promise<void>; stop(): Promise<void> } {
  if (db.kind !== 'pglite') return { first: Promise.resolve(), stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      const started = performance.now();
      try {
        await db.query('ANALYZE');
        log.info('statistics_refreshed', { ms: Math.round(performance.now() - started) });
      } catch (error) {
        log.warn('statistics_refresh_failed', describeError(error));
      }
    });
  };
  run();
  const first = running;
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    first,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
