/**
 * The second step of signing in (issue 34, OWASP ASVS 5.0 6.3.2): with the token a right password
 * answered, a code from an authenticator app, a passkey's signature, or a recovery code. Wrong codes count towards the
 * same throttle as wrong passwords (6.3.3: the second step is no easier to guess than the first).
 * A right one ends the short session and answers a new, full one, so no token that existed before
 * the second factor ever reads anything.
 */
import { accountSecurityEndpoints } from '../../../contract/endpoints/account-security.ts';
import type { ThemeName } from '../../../contract/constants.ts';
import { serverReason } from '../../../contract/messages.ts';
import { emailKey } from '../../auth/credentials.ts';
import { acceptPasskey, authenticationOptions } from '../../auth/passkeys.ts';
import { acceptTotp, spendRecoveryCode } from '../../auth/second-factor.ts';
import { revokeSession, signInAnswer } from '../../auth/session.ts';
import { attempted } from '../../auth/throttle.ts';
import { ApiError } from '../../core/api-error.ts';
import { headerValue } from '../../core/headers.ts';
import { queryOne } from '../../db/db.ts';
import { handler, type ContextOf } from '../../http/handler.ts';
import { queueSecurityNotice } from '../../auth/security-notice.ts';

type Context = Pick<ContextOf<typeof accountSecurityEndpoints.secondFactorTotp>, 'db' | 'session' | 'now' | 'clientAddress' | 'headers' | 'sessionLimits'>;

async function secondStep(ctx: Context, accept: (userId: number) => Promise<boolean>) {
  const { db, session, now, clientAddress, headers, sessionLimits } = ctx;
  const user = await queryOne<{ email: string; name: string; lastname: string; theme: ThemeName }>(db, 'SELECT email, name, lastname, theme FROM users WHERE id = $1 AND enabled', [session.userId]);
  if (!user) throw new ApiError(401, serverReason.invalidToken, { userId: session.userId });
  const result = await attempted(db, emailKey(user.email), clientAddress, now, () => accept(session.userId));
  if (!result.passed) {
    throw new ApiError(401, serverReason.wrongSecondFactorCode, { userId: session.userId, ...(result.data ? { data: result.data } : {}) });
  }
  await revokeSession(db, session.id, now);
  return signInAnswer(db, { ...user, id: session.userId }, now, sessionLimits, { userAgent: headerValue(headers, 'User-Agent'), clientAddress });
}

export const secondFactorTotp = handler(
  accountSecurityEndpoints.secondFactorTotp,
  (ctx) => secondStep(ctx, (userId) => acceptTotp(ctx.db, ctx.factorKey, userId, ctx.body.code, ctx.now)),
  { changesSession: true },
);

export const secondFactorRecovery = handler(
  accountSecurityEndpoints.secondFactorRecovery,
  async (ctx) => {
    const signedIn = await secondStep(ctx, (userId) => spendRecoveryCode(ctx.db, userId, ctx.body.code, ctx.now));
    // A recovery code is the way in when the phone is lost, and the way in for whoever found the paper.
    await queueSecurityNotice(ctx, signedIn.id, 'recovery_code_used');
    return signedIn;
  },
  { changesSession: true },
);

/**
 * The challenge for the person's passkeys, kept five minutes for one answer. Each call stores one,
 * so it counts towards the per-address limit of the sign-in calls.
 */
export const secondFactorPasskeyOptions = handler(
  accountSecurityEndpoints.secondFactorPasskeyOptions,
  async ({ db, session, now, headers, passkeys }) => ({
    options: await authenticationOptions(db, passkeys, headerValue(headers, 'Origin'), session.userId, now),
  }),
  { rateLimited: true },
);

/** A passkey's signature of that challenge: counted, refused and paused as a wrong code is. */
export const secondFactorPasskey = handler(
  accountSecurityEndpoints.secondFactorPasskey,
  (ctx) => secondStep(ctx, async (userId) => (await acceptPasskey(ctx.db, ctx.passkeys, userId, ctx.body.credential, ctx.now)) === userId),
  { changesSession: true },
);
