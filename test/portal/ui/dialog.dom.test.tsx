import { useState } from 'react';
import {
  act, cleanup, click, getByRole, pressKey, queryByRole, render, submit, tab,
} from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Dialog } from '../../../src/portal/ui/dialog.tsx';
import { Button } from '../../../src/portal/ui/button.tsx';
import { TextField } from '../../../src/portal/ui/text-field.tsx';

/** A page with an opener, the dialog under test and a button after it. */
function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Edit subject
      </button>
      <Dialog
        open={open}
        title="Edit subject"
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>Cancel</Button>
            <Button>Save</Button>
          </>
        }
      >
        <TextField label="Name" />
        <TextField label="Code" />
      </Dialog>
      <button type="button">After the dialog</button>
    </main>
  );
}

function openPage(onClose?: () => void) {
  const rendered = render(<Page {...(onClose ? { onClose } : {})} />);
  const opener = getByRole(rendered.container, 'button', { name: 'Edit subject' });
  click(opener);
  return { ...rendered, opener, dialog: getByRole(rendered.container, 'dialog', { name: 'Edit subject' }) };
}

const DialogSuite = suite('Dialog');
DialogSuite.after.each(cleanup);

DialogSuite('renders nothing while closed', () => {
  const { container } = render(<Dialog open={false} title="Hidden" onClose={() => {}} />);
  assert.is(container.innerHTML, '');
});

DialogSuite('opens a native dialog named by its title', () => {
  const { dialog } = openPage();
  assert.is(dialog.localName, 'dialog');
  assert.is(dialog.hasAttribute('open'), true);
  const titleId = dialog.getAttribute('aria-labelledby')!;
  assert.is(document.getElementById(titleId)?.textContent, 'Edit subject');
  assert.is(getByRole(dialog, 'heading', { level: 2 }).id, titleId);
});

DialogSuite('moves focus into the dialog on open', () => {
  const { dialog } = openPage();
  assert.is(document.activeElement, getByRole(dialog, 'textbox', { name: 'Name' }));
});

DialogSuite('focuses an element marked data-autofocus first', () => {
  const { container } = render(
    <Dialog open title="Pick" onClose={() => {}} actions={<Button data-autofocus>Done</Button>}>
      <TextField label="Filter" />
    </Dialog>,
  );
  assert.is(document.activeElement, getByRole(container, 'button', { name: 'Done' }));
});

DialogSuite('Escape calls onClose and focus returns to the opener', () => {
  let closes = 0;
  const { container, opener, dialog } = openPage(() => (closes += 1));
  pressKey(getByRole(dialog, 'textbox', { name: 'Name' }), 'Escape');
  assert.is(closes, 1);
  assert.is(queryByRole(container, 'dialog'), null);
  assert.is(document.activeElement, opener);
});

DialogSuite('the header close control is named "Close dialog" and closes', () => {
  let closes = 0;
  const { container, opener, dialog } = openPage(() => (closes += 1));
  click(getByRole(dialog, 'button', { name: 'Close dialog' }));
  assert.is(closes, 1);
  assert.is(queryByRole(container, 'dialog'), null);
  assert.is(document.activeElement, opener);
});

DialogSuite('Tab from the last control wraps to the first', () => {
  const { dialog } = openPage();
  const first = getByRole(dialog, 'button', { name: 'Close dialog' });
  const last = getByRole(dialog, 'button', { name: 'Save' });
  act(() => last.focus());
  tab();
  assert.is(document.activeElement, first);
});

DialogSuite('Shift+Tab from the first control wraps to the last', () => {
  const { dialog } = openPage();
  act(() => getByRole(dialog, 'button', { name: 'Close dialog' }).focus());
  tab({ shift: true });
  assert.is(document.activeElement, getByRole(dialog, 'button', { name: 'Save' }));
});

DialogSuite('Tab inside the dialog moves on normally', () => {
  const { dialog } = openPage();
  tab();
  assert.is(document.activeElement, getByRole(dialog, 'textbox', { name: 'Code' }));
});

DialogSuite('a native cancel event is turned into onClose', () => {
  let closes = 0;
  const { dialog } = openPage(() => (closes += 1));
  const cancel = new Event('cancel', { cancelable: true });
  act(() => void dialog.dispatchEvent(cancel));
  assert.is(closes, 1);
  assert.is(cancel.defaultPrevented, true);
});

DialogSuite('with onSubmit, footer submit buttons submit the dialog form', () => {
  let submits = 0;
  const { container } = render(
    <Dialog open title="Support" onClose={() => {}} onSubmit={() => (submits += 1)} actions={<Button type="submit">Send</Button>}>
      <TextField label="Subject" />
    </Dialog>,
  );
  const form = getByRole(container, 'dialog').querySelector('form')!;
  assert.ok(form.contains(getByRole(container, 'button', { name: 'Send' })));
  submit(form);
  assert.is(submits, 1);
});

DialogSuite('applies its size class, small by default', () => {
  const { container, rerender } = render(<Dialog open title="Report" onClose={() => {}} />);
  assert.ok(getByRole(container, 'dialog').classList.contains('small'));
  rerender(<Dialog open title="Report" onClose={() => {}} size="large" />);
  assert.ok(getByRole(container, 'dialog').classList.contains('large'));
});

DialogSuite.run();
