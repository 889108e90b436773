/**
 * Notifications (spec §3, §4, §9): added, marked dismissed (one by key or all), removed by key.
 * The host shows at most one at a time, the oldest not yet dismissed.
 */
import { createStore } from '../store/create-store.ts';
import { onSessionEnd } from '../session/session-end.ts';
import { type Message, sameMessage } from '../i18n/message.ts';

/** How long a notification stays before it hides itself, unless it asks otherwise (spec §9: 5 s). */
export const toastHideMs = 5_000;
/** How many notifications are on screen at once (spec §9). */
export const maxVisibleNotifications = 1;

export type NotificationVariant = 'success' | 'error';

export interface Notification {
  key: number;
  /** Put into words when shown, so it reads in the language of the moment. */
  message: Message;
  variant: NotificationVariant;
  dismissed: boolean;
  /** Milliseconds before it hides itself: 5 s in the shell, 12 s for user management. */
  autoHideMs: number;
  /** Whether it shows a close button (user-management toasts do). */
  closable: boolean;
}

export interface NotificationsState {
  notifications: Notification[];
}

/** Spec §4: they start with one dismissed success entry of key 0. */
export const initialNotifications: NotificationsState = {
  notifications: [
    { key: 0, message: '', variant: 'success', dismissed: true, autoHideMs: toastHideMs, closable: false },
  ],
};

export type NewNotification = Pick<Notification, 'message' | 'variant'> &
  Partial<Pick<Notification, 'autoHideMs' | 'closable'>>;

/** Adds a notification with the next free key. */
export function notificationAdded(state: NotificationsState, input: NewNotification): NotificationsState {
  const key = state.notifications.reduce((max, n) => Math.max(max, n.key), 0) + 1;
  const notification: Notification = {
    key,
    message: input.message,
    variant: input.variant,
    dismissed: false,
    autoHideMs: input.autoHideMs ?? toastHideMs,
    closable: input.closable ?? false,
  };
  return { notifications: [...state.notifications, notification] };
}

/** Marks one notification (by key) or, without a key, all of them dismissed. */
export function notificationDismissed(state: NotificationsState, key?: number): NotificationsState {
  return {
    notifications: state.notifications.map((n) =>
      key === undefined || n.key === key ? { ...n, dismissed: true } : n,
    ),
  };
}

/** Removes a notification by key. */
export function notificationRemoved(state: NotificationsState, key: number): NotificationsState {
  return { notifications: state.notifications.filter((n) => n.key !== key) };
}

/** The notifications to show now: the oldest undismissed ones, at most one (spec §9). */
export function visibleNotifications(state: NotificationsState): Notification[] {
  return state.notifications.filter((n) => !n.dismissed).slice(0, maxVisibleNotifications);
}

export const notificationsStore = createStore<NotificationsState>(initialNotifications);

/** Shows a notification, unless the same one is already waiting or on screen. */
export function notify(input: NewNotification): void {
  notificationsStore.setState((s) => {
    const pending = s.notifications.some((n) => !n.dismissed && sameMessage(n.message, input.message) && n.variant === input.variant);
    return pending ? s : notificationAdded(s, input);
  });
}

/** Shows a success notification. */
export function notifySuccess(message: Message, options: Partial<NewNotification> = {}): void {
  notify({ ...options, message, variant: 'success' });
}

/** Shows an error notification. */
export function notifyError(message: Message, options: Partial<NewNotification> = {}): void {
  notify({ ...options, message, variant: 'error' });
}

/** Dismisses one notification, or all. */
export function dismissNotification(key?: number): void {
  notificationsStore.setState((s) => notificationDismissed(s, key));
}

/** Removes a notification. */
export function removeNotification(key: number): void {
  notificationsStore.setState((s) => notificationRemoved(s, key));
}

// A new session starts with no leftover messages of the previous one.
onSessionEnd(() => notificationsStore.setState(initialNotifications));
