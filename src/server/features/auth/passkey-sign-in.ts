/**
 * Signing in with a passkey alone (issue 34): a discoverable credential whose authenticator
 * verified the person (a PIN, a fingerprint, a face) stands for both factors, as NIST SP 800-63B
 * counts a multi-factor cryptographic authenticator. The challenge names no one; the passkey's
 * signature names its owner. A wrong signature counts against that account's throttle as a wrong
 * password does; a passkey no account holds is refused as an unknown email is. The answer is the
 * full session a password and second step would give, with the account's email, which the person
 * did not type.
 */
import { accountSecurityEndpoints } from '../../../contract/endpoints/account-security.ts';
import type { ThemeName } from '../../../contract/constants.ts';
import { serverReason } from '../../../contract/messages.ts';
import { emailKey } from '../../auth/credentials.ts';
import { acceptPasskey, authenticationOptions, passkeyOwner } from '../../auth/passkeys.ts';
import { signInAnswer } from '../../auth/session.ts';
import { attempted } from '../../auth/throttle.ts';
import { ApiError } from '../../core/api-error.ts';
import { headerValue } from '../../core/headers.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';

/** A challenge for any of this site's passkeys, kept five minutes for one answer. */
export const passkeySignInOptions = handler(
  accountSecurityEndpoints.passkeySignInOptions,
  async ({ db, now, headers, passkeys }) => ({ options: await authenticationOptions(db, passkeys, headerValue(headers, 'Origin'), null, now) }),
  { rateLimited: true },
);

export const passkeySignIn = handler(
  accountSecurityEndpoints.passkeySignIn,
  async ({ db, body, now, headers, clientAddress, passkeys, sessionLimits }) => {
    const owner = await passkeyOwner(db, body.credential.id);
    if (!owner) {
      // Its challenge is spent all the same, so nothing can be tried twice against it.
      await acceptPasskey(db, passkeys, null, body.credential, now);
      throw new ApiError(401, serverReason.passkeyRefused);
    }
    const result = await attempted(db, emailKey(owner.email), clientAddress, now, async () => (await acceptPasskey(db, passkeys, null, body.credential, now)) === owner.id);
    if (!result.passed) throw new ApiError(401, serverReason.passkeyRefused, { userId: owner.id, ...(result.data ? { data: result.data } : {}) });
    const user = await queryOne<{ email: string; name: string; lastname: string; theme: ThemeName }>(db, 'SELECT email, name, lastname, theme FROM users WHERE id = $1 AND enabled', [owner.id]);
    if (!user) throw new ApiError(401, serverReason.passkeyRefused, { userId: owner.id });
    const answer = await signInAnswer(db, { ...user, id: owner.id }, now, sessionLimits, { userAgent: headerValue(headers, 'User-Agent'), clientAddress });
    return { ...answer, email: user.email };
  },
  { rateLimited: true, changesSession: true },
);
