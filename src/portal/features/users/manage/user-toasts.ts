/**
 * User-management notifications: they hide after 12 000 ms and carry a close button (spec §9).
 * A failed action's message is shown by the central handler (spec §8, which also ends the session
 * on an authentication failure); it is then held for the user-management time with a close button.
 * The forms' calls, which show field refusals themselves, notify here directly.
 */
import type { ApiFailure } from '../../../lib/http/api.ts';
import { sameMessage, type Message } from '../../../lib/i18n/message.ts';
import { notificationsStore, notifyError, notifySuccess } from '../../../lib/notifications/notifications-slice.ts';

/** How long a user-management notification stays (spec §9: 12 000 ms). */
export const userToastHideMs = 12_000;

const options = { autoHideMs: userToastHideMs, closable: true } as const;

/** Shows a user-management success. */
export function userSuccess(message: Message): void {
  notifySuccess(message, options);
}

/** Shows a user-management failure, or holds the one the central handler is showing. */
export function userFailure(failure: Pick<ApiFailure, 'kind' | 'message'>): void {
  if (failure.kind === 'auth') return;
  let held = false;
  notificationsStore.setState((state) => {
    const notifications = state.notifications.map((n) => {
      if (held || n.dismissed || n.variant !== 'error' || !sameMessage(n.message, failure.message)) return n;
      held = true;
      return { ...n, ...options };
    });
    return held ? { notifications } : state;
  });
  if (!held) notifyError(failure.message, options);
}
