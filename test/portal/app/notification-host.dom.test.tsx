import {
  act, advance, click, getByRole, queryByRole, render, waitFor,
} from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spokenText, endPortalTest } from '../../support/portal-fixtures.ts';
import { NotificationHost } from '../../../src/portal/app/notification-host.tsx';
import {
  notificationsStore,
  notify,
  notifyError,
  notifySuccess,
} from '../../../src/portal/lib/notifications/notifications-slice.ts';

/** The notifications on screen (role alert or status inside the host). */
function shown(container: Element): string[] {
  return [...container.querySelectorAll('[role="alert"], [role="status"]')].map(spokenText);
}

const Host = suite('NotificationHost');
Host.after.each(endPortalTest);

Host('starts with nothing shown (the initial entry of key 0 is dismissed)', () => {
  const { container } = render(<NotificationHost />);
  assert.equal(shown(container), []);
  assert.is(notificationsStore.getState().notifications[0]?.key, 0);
});

Host('Notifications: at most one is shown at once, the oldest first', async () => {
  const { container } = render(<NotificationHost />);
  act(() => {
    notifySuccess('Record saved successfully', { autoHideMs: 60 });
    notifyError('Report could not be retrieved', { autoHideMs: 60 });
  });
  // The toast's code loads with the first notification, so it may take a moment to appear.
  await waitFor(() => assert.equal(shown(container), ['Record saved successfully']));
});

Host('Notifications: after the first auto-hides the second appears, then it hides too', async () => {
  const { container } = render(<NotificationHost />);
  act(() => {
    notifySuccess('Record saved successfully', { autoHideMs: 200 });
    notifyError('Report could not be retrieved', { autoHideMs: 600 });
  });
  await waitFor(() => assert.equal(shown(container), ['Record saved successfully'], 'not hidden before its time'));
  await waitFor(() => assert.equal(shown(container), ['Report could not be retrieved']));
  await waitFor(() => assert.equal(shown(container), []), { timeout: 2000 });
  assert.equal(
    notificationsStore.getState().notifications.filter((n) => !n.dismissed),
    [],
    'hidden ones are dismissed in the store',
  );
});

Host('Notifications: the shell auto-hides after 5 s by default', () => {
  notifySuccess('Report retrieved successfully');
  notifyError('Report could not be retrieved');
  const [, success, error] = notificationsStore.getState().notifications;
  assert.is(success?.autoHideMs, 5000);
  assert.is(error?.autoHideMs, 5000);
  assert.is(success?.closable, false);
});

Host('a default notification is still shown well before 5 s', async () => {
  const { container } = render(<NotificationHost />);
  act(() => notifySuccess('Report retrieved successfully'));
  await advance(150);
  assert.equal(shown(container), ['Report retrieved successfully']);
});

Host('a success is a polite status, an error an alert', async () => {
  const { container } = render(<NotificationHost />);
  act(() => notifySuccess('Support request sent successfully', { autoHideMs: 40 }));
  assert.ok(getByRole(container, 'status'));
  assert.is(queryByRole(container, 'alert'), null);
  await waitFor(() => assert.is(queryByRole(container, 'status'), null));
  act(() => notifyError('Support request could not be sent', { autoHideMs: 40 }));
  assert.ok(getByRole(container, 'alert'));
  assert.is(queryByRole(container, 'status'), null);
});

Host('a message is rendered as text, never as HTML', () => {
  const { container } = render(<NotificationHost />);
  act(() => notifyError('<img src=x onerror="alert(1)">'));
  assert.is(container.querySelector('img'), null);
  assert.equal(shown(container), ['<img src=x onerror="alert(1)">']);
});

Host('user-management style (12 s, closable) shows a Dismiss notification button that removes it', () => {
  const { container } = render(<NotificationHost />);
  act(() => {
    notify({ message: 'User linked successfully', variant: 'success', autoHideMs: 12_000, closable: true });
    notifyError('Report could not be retrieved', { autoHideMs: 12_000 });
  });
  assert.equal(shown(container), ['User linked successfully']);
  click(getByRole(container, 'button', { name: 'Dismiss notification' }));
  assert.equal(
    notificationsStore.getState().notifications.map((n) => n.message),
    ['', 'Report could not be retrieved'],
    'removed from the store',
  );
  assert.equal(shown(container), ['Report could not be retrieved'], 'the next one takes its place');
  assert.is(queryByRole(container, 'button', { name: 'Dismiss notification' }), null, 'not closable');
});

Host('a user-management notification is not hidden at 5 s', async () => {
  const { container } = render(<NotificationHost />);
  act(() => notify({ message: 'User linked successfully', variant: 'success', autoHideMs: 12_000, closable: true }));
  await advance(100);
  assert.equal(shown(container), ['User linked successfully']);
  assert.is(notificationsStore.getState().notifications[1]?.autoHideMs, 12_000);
});

Host.run();
