import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  dismissNotification,
  initialNotifications,
  maxVisibleNotifications,
  notificationAdded,
  notificationDismissed,
  notificationRemoved,
  notificationsStore,
  notifyError,
  notifySuccess,
  removeNotification,
  toastHideMs,
  visibleNotifications,
  type NotificationsState,
} from '../../../../src/portal/lib/notifications/notifications-slice.ts';

function withTwo(): NotificationsState {
  let state = notificationAdded(initialNotifications, { message: 'Saved', variant: 'success' });
  state = notificationAdded(state, { message: 'Failed', variant: 'error' });
  return state;
}

const initial = suite('initialNotifications');

initial('Notifications start with one dismissed success entry of key 0', () => {
  assert.is(initialNotifications.notifications.length, 1);
  const [first] = initialNotifications.notifications;
  assert.is(first?.key, 0);
  assert.is(first?.variant, 'success');
  assert.is(first?.dismissed, true);
  assert.equal(notificationsStore.getInitialState(), initialNotifications);
});

initial('nothing is shown at start', () => {
  assert.equal(visibleNotifications(initialNotifications), []);
});

initial.run();

const added = suite('notificationAdded');

added('Notifications can be added', () => {
  const state = notificationAdded(initialNotifications, { message: 'Record saved successfully', variant: 'success' });
  assert.is(state.notifications.length, 2);
  assert.equal(state.notifications[1], {
    key: 1,
    message: 'Record saved successfully',
    variant: 'success',
    dismissed: false,
    autoHideMs: 5000,
    closable: false,
  });
  assert.is(initialNotifications.notifications.length, 1, 'the previous state is untouched');
});

added('each added notification gets a key above every existing one', () => {
  const state = withTwo();
  assert.equal(state.notifications.map((n) => n.key), [0, 1, 2]);
  const gap = notificationAdded(notificationRemoved(state, 1), { message: 'x', variant: 'error' });
  assert.equal(gap.notifications.map((n) => n.key), [0, 2, 3]);
});

added('spec §9: a notification hides after 5 s unless it asks otherwise, and one is shown at a time', () => {
  assert.is(toastHideMs, 5_000);
  assert.is(maxVisibleNotifications, 1);
  const state = notificationAdded(initialNotifications, { message: 'Saved', variant: 'success' });
  assert.is(state.notifications[1]?.autoHideMs, 5_000);
  assert.is(state.notifications[1]?.closable, false);
});

added('user-management toasts can hide after 12000 ms', () => {
  const state = notificationAdded(initialNotifications, { message: 'User linked successfully', variant: 'success', autoHideMs: 12000, closable: true });
  assert.is(state.notifications[1]?.autoHideMs, 12000);
  assert.is(state.notifications[1]?.closable, true);
});

added.run();

const dismissed = suite('notificationDismissed');

dismissed('Notifications can be marked dismissed one by key', () => {
  const state = notificationDismissed(withTwo(), 1);
  assert.equal(state.notifications.map((n) => [n.key, n.dismissed]), [
    [0, true],
    [1, true],
    [2, false],
  ]);
});

dismissed('Notifications can be marked dismissed all at once', () => {
  const state = notificationDismissed(withTwo());
  assert.ok(state.notifications.every((n) => n.dismissed));
  assert.is(state.notifications.length, 3, 'dismissed, not removed');
});

dismissed('an unknown key dismisses nothing', () => {
  const before = withTwo();
  assert.equal(notificationDismissed(before, 99), before);
});

dismissed.run();

const removed = suite('notificationRemoved');

removed('Notifications can be removed by key', () => {
  const state = notificationRemoved(withTwo(), 2);
  assert.equal(state.notifications.map((n) => n.key), [0, 1]);
});

removed.run();

const visible = suite('visibleNotifications');

visible('shows at most one notification: the oldest not yet dismissed', () => {
  const state = withTwo();
  assert.equal(visibleNotifications(state).map((n) => n.message), ['Saved']);
  assert.equal(visibleNotifications(notificationDismissed(state, 1)).map((n) => n.message), ['Failed']);
  assert.equal(visibleNotifications(notificationDismissed(state)), []);
});

visible.run();

const actions = suite('notifySuccess, notifyError, dismissNotification and removeNotification');

actions('change the shared store', () => {
  notifySuccess('Support request sent successfully');
  notifyError('Support request could not be sent', { autoHideMs: 12000 });
  let list = notificationsStore.getState().notifications;
  assert.equal(list.slice(1).map((n) => [n.message, n.variant, n.autoHideMs]), [
    ['Support request sent successfully', 'success', 5000],
    ['Support request could not be sent', 'error', 12000],
  ]);
  const key = list[1]?.key ?? -1;
  dismissNotification(key);
  assert.is(notificationsStore.getState().notifications[1]?.dismissed, true);
  removeNotification(key);
  list = notificationsStore.getState().notifications;
  assert.equal(list.map((n) => n.message), ['', 'Support request could not be sent']);
  dismissNotification();
  assert.ok(notificationsStore.getState().notifications.every((n) => n.dismissed));
});

actions.run();
