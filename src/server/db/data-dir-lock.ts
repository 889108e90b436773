/**
 * One server per data directory. Two processes writing one PGlite directory corrupt it (both hand
 * out the same ids, and the writes of one are lost when the other stops), so the server takes an
 * exclusive lock before opening it: a file created with O_EXCL that holds the owner's process id
 * and start time. It is held for the life of the process and removed on close and on any exit the
 * process sees. A lock left behind by a process that is gone (`kill -9`, a power cut) is stale:
 * it is moved aside atomically and taken afresh, so a crash never blocks the next start.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const lockFileName = 'portal-server.lock';

interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), or null where unknown. */
  start: string | null;
  started_at: string;
}

/** The start time of process `pid` from /proc, which tells a reused process id apart. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces, so count from its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote `owner` is still running (and is the same process). */
export function ownerAlive(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !processAlive(owner.pid)) return false;
  if (owner.start === null) return true;
  const start = processStart(owner.pid);
  return start === null || start === owner.start;
}

function readOwner(path: string): { text: string; owner: LockOwner | null } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return { text, owner: typeof owner?.pid === 'number' ? owner : null };
  } catch {
    // A half-written lock (the owner died while writing it) counts as stale.
    return { text, owner: null };
  }
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still this process's. Safe to call more than once. */
  release(): void;
}

function tryCreate(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock of `dataDir` (which must exist), or throws DataDirInUseError with a message for
 * the person starting the server.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, lockFileName);
  const owner: LockOwner = { pid: process.pid, start: processStart(process.pid), started_at: new Date().toISOString() };
  const content = JSON.stringify(owner);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, content)) return holdLock(path, content);
    const found = readOwner(path);
    if (!found) continue;
    if (found.owner && ownerAlive(found.owner)) {
      throw new DataDirInUseError(
        `The data directory ${dataDir} is in use by another server (process ${found.owner.pid}, started ${found.owner.started_at}). ` +
          'Stop that server first, or set DATA_DIR to another directory.',
      );
    }
    // Stale: move it aside under a name of our own, then check that what was moved is the stale
    // lock read above. If another starting server replaced it in between, put theirs back.
    const aside = `${path}.stale-${process.pid}-${Date.now()}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (moved && moved.text !== found.text) {
      try {
        linkSync(aside, path);
      } catch {
        // Someone holds the lock again already; theirs stays.
      }
    }
    unlinkSync(aside);
  }
  throw new DataDirInUseError(`The data directory ${dataDir} is being taken by another server at this moment. Try again.`);
}

// One exit handler for every lock this process holds (a server per data directory, or several
// in tests), rather than one listener per lock.
const held = new Map<string, () => void>();
let exitHandlerInstalled = false;

function holdLock(path: string, content: string): DataDirLock {
  const release = () => {
    if (held.get(path) !== release) return;
    held.delete(path);
    try {
      if (readFileSync(path, 'utf8') === content) unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  held.set(path, release);
  if (!exitHandlerInstalled) {
    exitHandlerInstalled = true;
    process.on('exit', () => {
      for (const releaseOne of [...held.values()]) releaseOne();
    });
  }
  return { path, release };
}
