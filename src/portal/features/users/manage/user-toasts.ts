/**
 * User-management notifications: they hide after 12 000 ms and carry a close button (spec §9).
 * The calls behind them are made with `central: false`; an authentication failure still goes to
 * the central handler, the only one that ends the session.
 */
import { userToastHideMs } from '../../../../contract/constants.ts';
import { centralFailure, type ApiFailure } from '../../../lib/http/api.ts';
import type { Message } from '../../../lib/i18n/message.ts';
import { notifyError, notifySuccess } from '../../../lib/notifications/notifications-slice.ts';

const options = { autoHideMs: userToastHideMs, closable: true } as const;

/** Shows a user-management success. */
export function userSuccess(message: Message): void {
  notifySuccess(message, options);
}

/** Shows a user-management failure (its message: the server's words or the catalogue's). */
export function userFailure(failure: Pick<ApiFailure, 'kind' | 'message'> & ApiFailure): void {
  if (failure.kind === 'auth') {
    centralFailure(failure);
    return;
  }
  notifyError(failure.message, options);
}
