import { cleanup, click, getByRole, render, submit } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Button } from '../../../src/portal/ui/button.tsx';

const ButtonSuite = suite('Button');
ButtonSuite.after.each(cleanup);

ButtonSuite('renders a native button of type "button" unless told otherwise', () => {
  const { container } = render(
    <form>
      <Button>Save</Button>
      <Button type="submit">Send</Button>
    </form>,
  );
  assert.is(getByRole(container, 'button', { name: 'Save' }).getAttribute('type'), 'button');
  assert.is(getByRole(container, 'button', { name: 'Send' }).getAttribute('type'), 'submit');
});

ButtonSuite('calls onClick when clicked', () => {
  let clicks = 0;
  const { container } = render(<Button onClick={() => (clicks += 1)}>Save</Button>);
  click(getByRole(container, 'button', { name: 'Save' }));
  assert.is(clicks, 1);
});

ButtonSuite('forwards native props such as aria-label, name and disabled', () => {
  let clicks = 0;
  const { container } = render(
    <Button aria-label="Delete report 7" name="delete" disabled onClick={() => (clicks += 1)}>
      Delete
    </Button>,
  );
  const button = getByRole(container, 'button', { name: 'Delete report 7' }) as HTMLButtonElement;
  assert.is(button.name, 'delete');
  assert.is(button.disabled, true);
  click(button);
  assert.is(clicks, 0);
});

ButtonSuite('applies the class of its variant', () => {
  const { container } = render(<Button variant="danger">Remove</Button>);
  const classes = getByRole(container, 'button', { name: 'Remove' }).className.split(' ');
  assert.ok(classes.includes('danger'));
  assert.not.ok(classes.includes('primary'));
});

ButtonSuite('busy shows a spinner, sets aria-busy and keeps its accessible name', () => {
  const { container, rerender } = render(<Button>Send</Button>);
  const button = getByRole(container, 'button', { name: 'Send' });
  assert.is(button.getAttribute('aria-busy'), null);
  assert.is(button.querySelector('.spinner'), null);
  rerender(<Button busy>Send</Button>);
  assert.is(button.getAttribute('aria-busy'), 'true');
  assert.ok(button.querySelector('.spinner[aria-hidden="true"]'));
  assert.is(getByRole(container, 'button', { name: 'Send' }), button);
});

ButtonSuite('busy ignores clicks and does not submit its form', () => {
  let clicks = 0;
  let submits = 0;
  const { container } = render(
    <form onSubmit={(event) => { event.preventDefault(); submits += 1; }}>
      <Button type="submit" busy onClick={() => (clicks += 1)}>Send</Button>
    </form>,
  );
  const notPrevented = click(getByRole(container, 'button', { name: 'Send' }));
  assert.is(clicks, 0);
  assert.is(notPrevented, false);
  assert.is(submits, 0);
  submit(container.querySelector('form')!);
  assert.is(submits, 1);
});

ButtonSuite.run();
