/** Own account calls (spec §3, §7): get own user, modify own account, change password, and one's sessions (issue 34). */
import { api } from '../../lib/http/api.ts';
import { accountEndpoints } from '../../../contract/endpoints/accounts.ts';
import { accountSecurityEndpoints } from '../../../contract/endpoints/account-security.ts';
import type { BodyOf } from '../../../contract/endpoints/define.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { ChangePasswordBody, OwnUser, OwnUserUpdate } from '../../../contract/types.ts';
import { message } from '../../lib/i18n/message.ts';
import { accountMessages } from './messages/index.ts';

/** Drops null-valued (and undefined) fields before sending (spec §3). */
export function dropNulls<T extends object>(fields: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) out[key as keyof T] = value as T[keyof T];
  }
  return out;
}

/** GET portal_users/get_own_user/0. */
export function getOwnUser(signal?: AbortSignal) {
  return api.call(userEndpoints.getOwnUser, { fallback: failed('ownUserLoad'), signal });
}

/** POST portal_users/set_own_user/{userId} with the non-null fields; the form shows a refusal. */
export function modifyOwnAccount(userId: string, fields: OwnUserUpdate) {
  return api.call(userEndpoints.setOwnUser, {
    params: { id: userId },
    body: dropNulls(fields),
    fallback: failed('accountModify'),
    central: false,
  });
}

/** POST auth/ to change the signed-in user's password; the page shows the failure itself. */
export function changePassword(body: ChangePasswordBody) {
  return api.call(accountEndpoints.changePassword, { body, fallback: failed('resetPassword'), central: false });
}

/** GET auth/sessions/0: where the signed-in person is signed in; its card says a failure itself. */
export function listOwnSessions(signal?: AbortSignal) {
  return api.call(accountSecurityEndpoints.listOwnSessions, { fallback: failed('sessionsLoad'), signal, central: false });
}

/** POST auth/end_sessions/0: ends one other session, or all others; the dialog shows a refusal. */
export function endOwnSessions(password: string, sessionId?: number) {
  return api.call(accountSecurityEndpoints.endOwnSessions, {
    body: sessionId === undefined ? { password } : { password, session_id: sessionId },
    fallback: failed('sessionsEnd'),
    central: false,
  });
}

// One's second factors (issue 34): each change asks for the password again (ASVS 7.5.1), and the
// card's dialogs say every refusal themselves.
const factorsFailed = message(accountMessages, 'factors.failed');

/** GET auth/factors/0: one's authenticator apps and how many recovery codes are left. */
export function listFactors(signal?: AbortSignal) {
  return api.call(accountSecurityEndpoints.listFactors, { fallback: message(accountMessages, 'factors.loadFailed'), signal, central: false });
}

/** POST auth/factors/totp_start/0: a new app's secret, as text and as a QR code, after the password. */
export function startTotp(password: string) {
  return api.call(accountSecurityEndpoints.startTotp, { body: { password }, fallback: factorsFailed, central: false });
}

/** POST auth/factors/totp_confirm/{id}: the app's first code; the first factor brings the recovery codes. */
export function confirmTotp(factorId: number, code: string, label: string) {
  return api.call(accountSecurityEndpoints.confirmTotp, {
    params: { id: factorId },
    body: label ? { code, label } : { code },
    fallback: factorsFailed,
    central: false,
  });
}

/** POST auth/factors/remove/{id}, after the password. */
export function removeFactor(factorId: number, password: string) {
  return api.call(accountSecurityEndpoints.removeFactor, { params: { id: factorId }, body: { password }, fallback: factorsFailed, central: false });
}

/** POST auth/factors/recovery_codes/0: ten new recovery codes after the password; the old ones stop working. */
export function newRecoveryCodes(password: string) {
  return api.call(accountSecurityEndpoints.newRecoveryCodes, { body: { password }, fallback: factorsFailed, central: false });
}

/** POST auth/factors/passkey_start/0: what the browser needs to make a passkey, after the password. */
export function startPasskey(password: string) {
  return api.call(accountSecurityEndpoints.startPasskey, { body: { password }, fallback: factorsFailed, central: false });
}

/** POST auth/factors/passkey_confirm/0: keeps the passkey the browser made; the first factor brings the recovery codes. */
export function confirmPasskey(credential: BodyOf<typeof accountSecurityEndpoints.confirmPasskey>['credential'], label: string) {
  return api.call(accountSecurityEndpoints.confirmPasskey, {
    body: label ? { credential, label } : { credential },
    fallback: factorsFailed,
    central: false,
  });
}
