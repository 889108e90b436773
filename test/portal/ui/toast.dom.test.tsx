import { advance, blur, cleanup, click, focus, getByRole, hover, queryByRole, render, unhover } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Toast } from '../../../src/portal/ui/toast.tsx';

const ToastSuite = suite('Toast');
ToastSuite.after.each(cleanup);

ToastSuite('an error is an alert with the message', () => {
  const { container } = render(<Toast variant="error" message="Bad permissions" />);
  assert.is(getByRole(container, 'alert').textContent?.includes('Bad permissions'), true);
  assert.is(queryByRole(container, 'status'), null);
});

ToastSuite('a success is a status with the message', () => {
  const { container } = render(<Toast variant="success" message="User created" />);
  assert.is(getByRole(container, 'status').textContent?.includes('User created'), true);
  assert.is(queryByRole(container, 'alert'), null);
});

ToastSuite('calls onClose once autoHideMs has passed, not before', async () => {
  let closes = 0;
  render(<Toast variant="success" message="Saved" autoHideMs={80} onClose={() => (closes += 1)} />);
  await advance(30);
  assert.is(closes, 0);
  await advance(80);
  assert.is(closes, 1);
});

ToastSuite('without autoHideMs it stays', async () => {
  let closes = 0;
  render(<Toast variant="error" message="Failed" onClose={() => (closes += 1)} />);
  await advance(50);
  assert.is(closes, 0);
});

ToastSuite('the close button is named "Dismiss notification" and calls onClose', () => {
  let closes = 0;
  const { container } = render(<Toast variant="error" message="Failed" closable onClose={() => (closes += 1)} />);
  click(getByRole(container, 'button', { name: 'Dismiss notification' }));
  assert.is(closes, 1);
});

ToastSuite('shows no close button unless closable', () => {
  const { container } = render(<Toast variant="error" message="Failed" onClose={() => {}} />);
  assert.is(queryByRole(container, 'button'), null);
});

ToastSuite('auto-hide pauses while hovered and resumes after', async () => {
  let closes = 0;
  const { container } = render(<Toast variant="success" message="Saved" autoHideMs={60} onClose={() => (closes += 1)} />);
  hover(getByRole(container, 'status'));
  await advance(100);
  assert.is(closes, 0);
  unhover(getByRole(container, 'status'));
  await advance(100);
  assert.is(closes, 1);
});

ToastSuite('auto-hide pauses while focus is inside', async () => {
  let closes = 0;
  const { container } = render(
    <Toast variant="success" message="Saved" autoHideMs={60} closable onClose={() => (closes += 1)} />,
  );
  const close = getByRole(container, 'button', { name: 'Dismiss notification' });
  focus(close);
  await advance(100);
  assert.is(closes, 0);
  blur(close);
  await advance(100);
  assert.is(closes, 1);
});

ToastSuite.run();
