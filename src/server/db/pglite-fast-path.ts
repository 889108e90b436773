/**
 * What the fast path of pglite-prepared.ts assumes of PGlite, checked when the database opens.
 * It was written against @electric-sql/pglite 0.5.16 and leans on two things that version does
 * but does not document: `execProtocolRawStream` runs the message within the call, handing over
 * the whole reply before its promise is returned, and the reply is PostgreSQL's wire format as
 * pglite-wire.ts reads it.
 *
 * Another version turns the fast path off, with one log line, rather than refusing to start: the
 * fast path buys throughput (about twice the signed-in calls a second), never correctness, and the
 * ordinary path is always there. An upgrade of PGlite must not take a hospital's portal down; it
 * shows in the log, and test/server/pglite-behaviour.test.ts fails until the assumptions are
 * checked again and `fastPathPgliteVersion` moves.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readReply, simpleQueryMessage } from './pglite-wire.ts';

/** The PGlite version whose behaviour the fast path was written against and tested on. */
export const fastPathPgliteVersion = '0.5.16';

const packageName = '@electric-sql/pglite';

/** The version of the installed PGlite, from its package.json; null when it cannot be read. */
export function installedPgliteVersion(): string | null {
  let dir: string;
  try {
    // The package's exports hide its package.json, so it is looked for above its entry point.
    dir = dirname(createRequire(import.meta.url).resolve(packageName));
  } catch {
    return null;
  }
  for (let depth = 0; depth < 4; depth++, dir = dirname(dir)) {
    try {
      const found = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (found.name === packageName && typeof found.version === 'string') return found.version;
    } catch {
      // No package.json at this level: one level up.
    }
  }
  return null;
}

type Session = Pick<PGlite, 'execProtocolRawStream' | 'parsers'>;

/**
 * Why the fast path must not run on `pg`, or null when it may: the installed version is the one
 * it was written against, and a probe read behaves as the fast path expects (the whole reply
 * handed over within the call, and read back into the row PGlite itself would give).
 */
export async function fastPathProblem(pg: Session, version: string | null = installedPgliteVersion()): Promise<string | null> {
  if (version !== fastPathPgliteVersion) {
    return `${packageName} is ${version ?? 'of an unknown version'}, and the fast path was written against ${fastPathPgliteVersion}`;
  }
  const chunks: Uint8Array[] = [];
  let returned = false;
  const probe = pg.execProtocolRawStream(simpleQueryMessage('SELECT 1::int AS one'), {
    syncToFs: false,
    onRawData: (chunk) => {
      if (!returned) chunks.push(chunk.slice());
    },
  });
  returned = true;
  await probe;
  if (!chunks.length) return 'execProtocolRawStream no longer hands over the reply within the call';
  const reply = readReply(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), pg.parsers);
  if (reply.error || reply.rows.length !== 1 || reply.rows[0]?.one !== 1) return "PGlite's reply to a simple query is no longer read as before";
  return null;
}
