/**
 * Password hashing with scrypt and a per-user random salt. The parameters are stored with the hash
 * (`scrypt:N:r:p:<base64>`), so they can be raised later without invalidating old hashes.
 * At most `scryptLimits.running` derivations run at once, process-wide, and at most
 * `scryptLimits.queued` wait; beyond that the call answers 503 (serverBusy) at once, so a flood
 * of sign-ins cannot starve the thread pool that everything else needs too.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { serverReason } from '../../contract/messages.ts';
import { ApiError } from '../core/api-error.ts';

/**
 * The scrypt work factors by name. `standard`, Node's defaults (N = 2^14, r = 8, p = 1), costs
 * 16 MiB and tens of milliseconds per hash on a server: what every real password gets. `test`
 * costs almost nothing, so test suites can create and check hundreds of passwords; it is chosen
 * with PASSWORD_HASH_COST=test and refused when NODE_ENV=production (see env.ts).
 */
export const passwordHashCosts = {
  standard: { N: 16384, r: 8, p: 1 },
  test: { N: 16, r: 1, p: 1 },
} as const;

export type PasswordHashCostName = keyof typeof passwordHashCosts;

/** The cost PASSWORD_HASH_COST names (`standard` when unset); throws on an unknown name. */
export function passwordHashCostName(env: NodeJS.ProcessEnv = process.env): PasswordHashCostName {
  const value = env.PASSWORD_HASH_COST?.trim();
  if (!value || value === 'standard') return 'standard';
  if (value === 'test') return 'test';
  throw new Error(`PASSWORD_HASH_COST must be "standard" or "test", not "${value}"`);
}
const keyLength = 64;

export interface PasswordHash {
  hash: string;
  salt: string;
}

export const scryptLimits = { running: 2, queued: 32 };

/** How many slow hashes this process has made: what tests count to show one attempt costs one. */
export const passwordHashStats = { derived: 0 };

let running = 0;
const waiting: (() => void)[] = [];

/** Waits for a free scrypt slot; 503 when the queue is full. */
function acquire(): Promise<void> {
  if (running < scryptLimits.running) {
    running += 1;
    return Promise.resolve();
  }
  if (waiting.length >= scryptLimits.queued) {
    return Promise.reject(new ApiError(503, serverReason.serverBusy, { headers: { 'Retry-After': '1' } }));
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

async function derive(password: string, salt: string, options: ScryptOptions): Promise<Buffer> {
  await acquire();
  passwordHashStats.derived += 1;
  try {
    return await deriveNow(password, salt, options);
  } finally {
    release();
  }
}

function deriveNow(password: string, salt: string, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * (options.N ?? 16384) * (options.r ?? 8) + 1024 * 1024;
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new random salt, 16 bytes in hex. */
export function newPasswordSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The stored form of `secret` under `salt`: with the work factors of `like` (a hash stored
 * earlier, so the same secret hashes to the same text again) or, without it, today's cost.
 */
export async function hashWithSalt(secret: string, salt: string, like?: string): Promise<string> {
  const [scheme, n, r, p] = like?.split(':') ?? [];
  // Read at each call, so a test may set it after this module is loaded.
  const cost = scheme === 'scrypt' ? { N: Number(n), r: Number(r), p: Number(p) } : passwordHashCosts[passwordHashCostName()];
  const key = await derive(secret, salt, cost);
  return `scrypt:${cost.N}:${cost.r}:${cost.p}:${key.toString('base64')}`;
}

/** Hashes a new password with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = newPasswordSalt();
  return { hash: await hashWithSalt(password, salt), salt };
}

/** Compares in constant time; false for a stored hash in a format it does not know. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const [scheme, n, r, p, encoded] = stored.hash.split(':');
  if (scheme !== 'scrypt' || !encoded) return false;
  const expected = Buffer.from(encoded, 'base64');
  const key = await derive(password, stored.salt, { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<PasswordHash> | null = null;

/**
 * Spends the same work as checking a real password, for a sign-in name that has no account, so
 * the answer time does not tell which emails exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  const pending = (dummy ??= hashPassword(randomBytes(16).toString('hex')));
  // A refused (busy) first hash must not stay cached.
  pending.catch(() => {
    if (dummy === pending) dummy = null;
  });
  await verifyPassword(password, await pending);
  return false;
}
