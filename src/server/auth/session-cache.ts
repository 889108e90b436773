/**
 * Sessions verified in the last few seconds, so a signed-in call costs one database round trip
 * (its own query) instead of two. The database is the truth: a change to a session, its user or
 * its memberships fires a notice (migration 2's triggers) that drops that user's entries in every
 * server process sharing the database, PGlite or PostgreSQL. An entry also lives at most `ttlMs`,
 * which bounds how long a missed notice (a lost listening connection) can leave a change unseen;
 * the expiry of the session itself is checked on every call, never cached.
 */

/** What authentication needs of a session row: identity, expiry and the chosen institution. */
export interface VerifiedSession {
  readonly id: number;
  readonly userId: number;
  readonly isAdmin: boolean;
  readonly institutionId: number | null;
  readonly groupNo: number | null;
  readonly expiresAt: number;
  /** When the session last made a call, as stored (written at most once a minute). */
  readonly lastUsedAt: number;
  readonly stage: 'full' | 'second_step';
}

export interface SessionCache {
  /** The session of a token hash, when verified less than `ttlMs` ago and not changed since. */
  get(tokenHash: string): VerifiedSession | undefined;
  set(tokenHash: string, session: VerifiedSession): void;
  /** Drops every entry of a user (a notice from the database, or a change made here). */
  forgetUser(userId: number): void;
  /** Drops everything (the notices may have been missed). */
  clear(): void;
  readonly size: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  /** Entries beyond this push out the oldest; bounds memory whatever the traffic. */
  maxEntries: number;
  now: () => number;
}

/** Ten seconds: long enough for a page's burst of calls, short against a missed notice. */
export const defaultSessionCacheMs = 10_000;

/** The channel of the database notices; the payload is the user id. */
export const authChangeChannel = 'portal_auth_changed';

/** A cache; `ttlMs` 0 turns it off (every call reads the database). */
export function createSessionCache({ ttlMs, maxEntries, now }: SessionCacheOptions): SessionCache {
  const entries = new Map<string, { session: VerifiedSession; until: number }>();
  const byUser = new Map<number, Set<string>>();

  const drop = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const hashes = byUser.get(entry.session.userId);
    hashes?.delete(tokenHash);
    if (hashes && hashes.size === 0) byUser.delete(entry.session.userId);
  };

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        drop(tokenHash);
        return undefined;
      }
      return entry.session;
    },
    set(tokenHash, session) {
      if (ttlMs <= 0 || maxEntries <= 0) return;
      drop(tokenHash);
      while (entries.size >= maxEntries) drop(entries.keys().next().value as string);
      entries.set(tokenHash, { session, until: now() + ttlMs });
      let hashes = byUser.get(session.userId);
      if (!hashes) byUser.set(session.userId, (hashes = new Set()));
      hashes.add(tokenHash);
    },
    forgetUser(userId) {
      for (const tokenHash of [...(byUser.get(userId) ?? [])]) drop(tokenHash);
    },
    clear() {
      entries.clear();
      byUser.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
