/**
 * Passkeys (issue 34, WebAuthn level 2; OWASP ASVS 5.0 6.3.2, 6.5.x): registering one from My
 * Account, and giving one as the second step of signing in or alone (features/auth/passkey-sign-in.ts). The checks of attestation and
 * assertion are @simplewebauthn/server's (docs/dependencies.md); this module keeps what they need:
 * - the relying party: the portal's origin, from PUBLIC_URL and the configured CORS origins, whose
 *   host name is the RP id (see `passkeyParty`);
 * - the challenges, in the database (migration 186), so that any process behind a load balancer
 *   can check the answer to a challenge another one gave; each is taken once, whatever the
 *   outcome, and lives five minutes;
 * - the credentials, as one more kind of second factor in `user_factors`, with their signature
 *   counters: an assertion whose counter does not move on (a cloned authenticator) is refused.
 */
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Infer } from '../../contract/schema.ts';
import type { passkeyAssertion, passkeyCreationOptions, passkeyRegistration, passkeyRequestOptions } from '../../contract/schemas/auth.ts';
import type { Queryable } from '../db/db.ts';

/** How long a challenge can be answered; the browser's own prompt gives up a little sooner. */
export const challengeMinutes = 5;
const timeoutMs = challengeMinutes * 60 * 1000 - 30_000;

export type ChallengePurpose = 'register' | 'second_step' | 'sign_in';

/** The origins a passkey may be used from, and the RP id an origin stands for. */
export interface PasskeyParty {
  readonly origins: readonly string[];
  readonly name: string;
}

const loopbackHosts = new Set(['127.0.0.1', '[::1]']);

/**
 * The origins people open the portal at: PUBLIC_URL's, and each CORS origin (a portal served
 * from another origin than the API). WebAuthn ties a passkey to a host name, never to an address:
 * outside production, a server known by a loopback address is also accepted as `localhost` on the
 * same port, the one way a developer's browser can use passkeys with it.
 */
export function passkeyParty(name: string, publicUrl: string | undefined, corsOrigins: Iterable<string>, production: boolean): PasskeyParty {
  const origins = new Set<string>();
  if (publicUrl) {
    const url = new URL(publicUrl);
    origins.add(url.origin);
    if (!production && loopbackHosts.has(url.hostname)) origins.add(`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`);
  }
  for (const origin of corsOrigins) origins.add(origin);
  return { origins: [...origins], name };
}

/** The RP id for a request from `origin`: its host name when it is one of the party's origins, else PUBLIC_URL's. */
export function rpIdFor(party: PasskeyParty, origin: string | undefined): string {
  const chosen = origin && party.origins.includes(origin) ? origin : party.origins[0];
  return chosen ? new URL(chosen).hostname : 'localhost';
}

const rpIds = (party: PasskeyParty) => [...new Set(party.origins.map((origin) => new URL(origin).hostname))];

/** Keeps a new challenge for `purpose` of `userId` (null: a sign-in, no one named yet) and drops the ones run out. */
async function keepChallenge(db: Queryable, challenge: string, purpose: ChallengePurpose, userId: number | null, now: Date): Promise<void> {
  await db.query('DELETE FROM webauthn_challenges WHERE expires_at < $1', [now]);
  await db.query('INSERT INTO webauthn_challenges (challenge, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)', [
    challenge,
    purpose,
    userId,
    new Date(now.getTime() + challengeMinutes * 60 * 1000),
  ]);
}

/** Takes the challenge the browser signed, once: true when it was given for this purpose and person and has not run out. */
async function takeChallenge(db: Queryable, challenge: string, purpose: ChallengePurpose, userId: number | null, now: Date): Promise<boolean> {
  if (challenge.length > 100) return false;
  const rows = await db.query(
    'DELETE FROM webauthn_challenges WHERE challenge = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3 AND expires_at > $4 RETURNING 1 AS taken',
    [challenge, purpose, userId, now],
  );
  return rows.length > 0;
}

/** The challenge inside a response's client data, or '' when it cannot be read. */
function signedChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
}

interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  sign_count: string | number;
  transports: string;
}

const transportsOf = (row: { transports: string }) => (row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : []);

async function passkeysOf(db: Queryable, userId: number): Promise<PasskeyRow[]> {
  return db.query<PasskeyRow>(
    "SELECT id, user_id, credential_id, public_key, sign_count, transports FROM user_factors WHERE user_id = $1 AND kind = 'passkey' ORDER BY id",
    [userId],
  );
}

/** Whether the person has a passkey (the second step then offers it). */
export async function hasPasskey(db: Queryable, userId: number): Promise<boolean> {
  return (await db.query("SELECT 1 AS found FROM user_factors WHERE user_id = $1 AND kind = 'passkey' LIMIT 1", [userId])).length > 0;
}

/**
 * What the browser needs to make a passkey for the person: the party, the person (an opaque
 * handle, their email as the name the authenticator shows), the passkeys they have (not to be
 * made twice on one authenticator), and a discoverable credential where the authenticator can
 * keep one, so it can also sign in alone.
 */
export async function registrationOptions(db: Queryable, party: PasskeyParty, origin: string | undefined, user: { id: number; email: string; name: string; lastname: string }, now: Date) {
  const existing = await passkeysOf(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: rpIdFor(party, origin),
    userName: user.email,
    userDisplayName: `${user.name} ${user.lastname}`.trim() || user.email,
    // The user handle names no one: the account's number, which only this server can read.
    userID: new TextEncoder().encode(`portal-user-${user.id}`),
    challenge: randomBytes(32),
    timeout: timeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(db, options.challenge, 'register', user.id, now);
  return options as Infer<typeof passkeyCreationOptions>;
}

/**
 * Checks a new passkey's attestation against the challenge given to this person and keeps it
 * under `label`. Null when it does not hold (a challenge used or run out, another origin or RP id,
 * a signature that does not verify), with nothing kept.
 */
export async function registerPasskey(
  db: Queryable,
  party: PasskeyParty,
  userId: number,
  credential: Infer<typeof passkeyRegistration>,
  label: string,
  now: Date,
): Promise<{ id: number } | null> {
  // The contract's shape, with transports the library may not know yet (they are given back as they came).
  const response = credential as RegistrationResponseJSON;
  if (!(await takeChallenge(db, signedChallenge(response.response.clientDataJSON), 'register', userId, now))) return null;
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: () => true, // taken above, once
      expectedOrigin: [...party.origins],
      expectedRPID: rpIds(party),
      requireUserVerification: false,
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  const made = verified.registrationInfo.credential;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO user_factors (user_id, kind, label, credential_id, public_key, sign_count, transports, created_at, confirmed_at)
     VALUES ($1, 'passkey', $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
    [userId, label, made.id, Buffer.from(made.publicKey).toString('base64url'), made.counter, (made.transports ?? []).join(',').slice(0, 200), now],
  );
  return rows[0] ? { id: rows[0].id } : null;
}

/**
 * What the browser needs to sign a new challenge with one of the person's passkeys (`userId`), or,
 * for a sign-in with a passkey alone (`userId` null), with any passkey it holds for this site,
 * the person verified by the authenticator.
 */
export async function authenticationOptions(db: Queryable, party: PasskeyParty, origin: string | undefined, userId: number | null, now: Date) {
  const own = userId === null ? [] : await passkeysOf(db, userId);
  const options = await generateAuthenticationOptions({
    rpID: rpIdFor(party, origin),
    challenge: randomBytes(32),
    timeout: timeoutMs,
    allowCredentials: own.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    userVerification: userId === null ? 'required' : 'preferred',
  });
  await keepChallenge(db, options.challenge, userId === null ? 'sign_in' : 'second_step', userId, now);
  return options as Infer<typeof passkeyRequestOptions>;
}

/** The owner of the passkey an assertion names, to count the attempt against their account. */
export async function passkeyOwner(db: Queryable, credentialId: string): Promise<{ id: number; email: string } | null> {
  const rows = await db.query<{ id: number; email: string }>(
    "SELECT u.id, u.email FROM user_factors f JOIN users u ON u.id = f.user_id WHERE f.credential_id = $1 AND f.kind = 'passkey'",
    [credentialId],
  );
  return rows[0] ?? null;
}

/**
 * Checks an assertion: the challenge given to `userId` for the second step, or for a sign-in with
 * a passkey alone (`userId` null), taken once; a passkey of theirs (alone: of whoever holds it,
 * the person verified by the authenticator, since it then stands for both factors); the origin
 * and RP id, the signature, and a counter that moved on. Records the new counter and the time;
 * answers the passkey's owner, or null.
 */
export async function acceptPasskey(
  db: Queryable,
  party: PasskeyParty,
  userId: number | null,
  assertion: Infer<typeof passkeyAssertion>,
  now: Date,
): Promise<number | null> {
  const response = assertion as AuthenticationResponseJSON;
  const purpose: ChallengePurpose = userId === null ? 'sign_in' : 'second_step';
  if (!(await takeChallenge(db, signedChallenge(response.response.clientDataJSON), purpose, userId, now))) return null;
  const rows = await db.query<PasskeyRow>(
    "SELECT id, user_id, credential_id, public_key, sign_count, transports FROM user_factors WHERE credential_id = $1 AND kind = 'passkey'",
    [response.id],
  );
  const row = rows[0];
  if (!row || (userId !== null && row.user_id !== userId)) return null;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: () => true, // taken above, once
      expectedOrigin: [...party.origins],
      expectedRPID: rpIds(party),
      credential: { id: row.credential_id, publicKey: Buffer.from(row.public_key, 'base64url'), counter: Number(row.sign_count), transports: transportsOf(row) },
      // After the password, presence is enough; alone, the passkey stands for both factors.
      requireUserVerification: userId === null,
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  // Only from the counter read above: of two uses of one assertion racing here, one moves it.
  const moved = await db.query(
    'UPDATE user_factors SET sign_count = $2, last_used_at = $3 WHERE id = $1 AND sign_count = $4 RETURNING id',
    [row.id, verified.authenticationInfo.newCounter, now, row.sign_count],
  );
  return moved.length ? row.user_id : null;
}
