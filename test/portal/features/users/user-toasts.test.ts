import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { userFailure, userSuccess, userToastHideMs } from '../../../../src/portal/features/users/manage/user-toasts.ts';
import { initialNotifications, notificationsStore, notifyError } from '../../../../src/portal/lib/notifications/notifications-slice.ts';

const toasts = suite('user-management notifications');
toasts.before.each(() => notificationsStore.setState(initialNotifications));

const shown = () => notificationsStore.getState().notifications.filter((n) => !n.dismissed).map(({ message, variant, autoHideMs, closable }) => ({ message, variant, autoHideMs, closable }));

toasts('hide after 12 000 ms and carry a close button (spec §9)', () => {
  assert.is(userToastHideMs, 12_000);
  userSuccess('User linked successfully');
  userFailure({ kind: 'failure', message: 'User could not be linked' });
  assert.equal(shown(), [
    { message: 'User linked successfully', variant: 'success', autoHideMs: 12_000, closable: true },
    { message: 'User could not be linked', variant: 'error', autoHideMs: 12_000, closable: true },
  ]);
});

toasts('a failure the central handler already shows is held for the user-management time, not shown twice', () => {
  notifyError('Bad request');
  userFailure({ kind: 'failure', message: 'Bad request' });
  assert.equal(shown(), [{ message: 'Bad request', variant: 'error', autoHideMs: 12_000, closable: true }]);
});

toasts('an authentication failure is left to the central handler', () => {
  userFailure({ kind: 'auth', message: 'Expired token' });
  assert.equal(shown(), []);
});

toasts.run();
