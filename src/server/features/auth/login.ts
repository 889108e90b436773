/**
 * POST auth/login (spec §7): `AuthType: Login`, `LoginType: 1`, `Authorization: Basic
 * base64(utf8(email:password))`, no body. An unknown email, a wrong password and a disabled
 * account get the same answer after the same work.
 */
import { maxPasswordLength, type ThemeName } from '../../../contract/constants.ts';
import { authTypeLogin, loginTypeValue, parseLoginAuthorization } from '../../../contract/headers.ts';
import { serverReason } from '../../../contract/messages.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import { createSession, signInAnswer } from '../../auth/session.ts';
import { hasSecondFactor, secondStepWays } from '../../auth/second-factor.ts';
import { attempted } from '../../auth/throttle.ts';
import { ApiError } from '../../core/api-error.ts';
import { headerValue } from '../../core/headers.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { emailKey, maxEmailLength } from '../../auth/credentials.ts';

interface UserRow {
  id: number;
  name: string;
  lastname: string;
  theme: ThemeName;
  password_hash: string;
  password_salt: string;
  enabled: boolean;
}

export const login = handler(authEndpoints.login, async ({ db, headers, now, clientAddress, sessionLimits }) => {
  if (headerValue(headers, 'AuthType') !== authTypeLogin || headerValue(headers, 'LoginType') !== loginTypeValue) {
    throw new ApiError(401, serverReason.failedAuthentication);
  }
  const credentials = parseLoginAuthorization(headerValue(headers, 'Authorization'));
  if (!credentials) throw new ApiError(401, serverReason.failedAuthentication);
  const key = emailKey(credentials.email);
  // No account's email holds a NUL, and the database refuses one in text: wrong credentials.
  if (key.length > maxEmailLength || credentials.password.length > maxPasswordLength || key.includes('\u0000')) {
    throw new ApiError(401, serverReason.wrongCredentials);
  }
  const found: { user: UserRow | null } = { user: null };
  // Busy (503) or broken: the password was never checked, so the attempt is taken back.
  const result = await attempted(db, key, clientAddress, now, async () => {
    const user = (found.user = await queryOne<UserRow>(
      db,
      'SELECT id, name, lastname, theme, password_hash, password_salt, enabled FROM users WHERE email_key = $1',
      [key],
    ));
    // An account without a password yet (registered, its link not followed) answers as an
    // unknown email does, after the same work.
    const valid = user?.password_hash
      ? await verifyPassword(credentials.password, { hash: user.password_hash, salt: user.password_salt })
      : await verifyAgainstDummy(credentials.password);
    return Boolean(user && valid && user.enabled);
  });
  const user = found.user;
  if (!result.passed || !user) {
    const data = result.passed ? undefined : result.data;
    throw new ApiError(401, serverReason.wrongCredentials, { ...(user ? { userId: user.id } : {}), ...(data ? { data } : {}) });
  }
  const origin = { userAgent: headerValue(headers, 'User-Agent'), clientAddress };
  // A second factor to come (issue 34): a five-minute token that opens the second step only.
  if (await hasSecondFactor(db, user.id)) {
    const pending = await createSession(db, user.id, now, sessionLimits, origin, 'second_step');
    const ways = await secondStepWays(db, user.id);
    return {
      token: pending.token,
      id: user.id,
      fname: user.name,
      lname: user.lastname,
      expires_in: Math.round((pending.expiresAt.getTime() - now.getTime()) / 1000),
      second_factor: ways,
    };
  }
  return signInAnswer(db, user, now, sessionLimits, origin);
}, { rateLimited: true });
