import { cleanup, click, getByRole, getByText, pressKey, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfirmDialog } from '../../../src/portal/ui/confirm-dialog.tsx';

function setup(extra: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const calls = { confirm: 0, cancel: 0 };
  const rendered = render(
    <ConfirmDialog open onConfirm={() => (calls.confirm += 1)} onCancel={() => (calls.cancel += 1)} {...extra} />,
  );
  return { ...rendered, calls, dialog: getByRole(rendered.container, 'dialog') };
}

const ConfirmSuite = suite('ConfirmDialog');
ConfirmSuite.after.each(cleanup);

ConfirmSuite("defaults to 'Are you sure?' with Ok and Cancel (spec §9)", () => {
  const { dialog } = setup();
  assert.ok(getByRole(document, 'dialog', { name: 'Are you sure?' }));
  const buttons = [...dialog.querySelectorAll('button')].map((b) => b.textContent);
  assert.equal(buttons.slice(1), ['Cancel', 'Ok']);
});

ConfirmSuite('Ok calls onConfirm and Cancel calls onCancel', () => {
  const { dialog, calls } = setup();
  click(getByRole(dialog, 'button', { name: 'Ok' }));
  assert.equal(calls, { confirm: 1, cancel: 0 });
  click(getByRole(dialog, 'button', { name: 'Cancel' }));
  assert.equal(calls, { confirm: 1, cancel: 1 });
});

ConfirmSuite('Escape and the close control cancel', () => {
  const { dialog, calls } = setup();
  pressKey(dialog, 'Escape');
  click(getByRole(dialog, 'button', { name: 'Close dialog' }));
  assert.equal(calls, { confirm: 0, cancel: 2 });
});

ConfirmSuite('focus starts on Cancel, the harmless choice', () => {
  const { dialog } = setup();
  assert.is(document.activeElement, getByRole(dialog, 'button', { name: 'Cancel' }));
});

ConfirmSuite('title, text and button labels can be overridden', () => {
  const { dialog } = setup({ title: 'Delete user?', text: 'Ada will lose access.', confirmLabel: 'Delete', cancelLabel: 'Keep' });
  assert.ok(getByRole(document, 'dialog', { name: 'Delete user?' }));
  assert.ok(getByText(dialog, 'Ada will lose access.'));
  assert.ok(getByRole(dialog, 'button', { name: 'Delete' }));
  assert.ok(getByRole(dialog, 'button', { name: 'Keep' }));
});

ConfirmSuite('while busy the confirm button is busy and does not confirm twice', () => {
  const { dialog, calls } = setup({ busy: true });
  const ok = getByRole(dialog, 'button', { name: 'Ok' });
  assert.is(ok.getAttribute('aria-busy'), 'true');
  click(ok);
  assert.is(calls.confirm, 0);
});

ConfirmSuite('renders nothing while closed', () => {
  const { container } = render(<ConfirmDialog open={false} onConfirm={() => {}} onCancel={() => {}} />);
  assert.is(container.innerHTML, '');
});

ConfirmSuite.run();
