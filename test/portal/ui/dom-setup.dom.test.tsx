// The component-test harness itself (test/support/dom.ts): globals, cleanup, viewport and user
// actions give the same answers in jsdom and happy-dom.
import { useState } from 'react';
import {
  cleanup, click, domEnv, getByLabelText, getByRole, pressKey, render, setViewport, tab, type, waitFor,
} from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const Env = suite(`dom setup [${domEnv}]`);
Env.after.each(cleanup);

Env('runs at http://localhost/portal/ with the browser globals installed', () => {
  assert.is(location.href, 'http://localhost/portal/');
  assert.is(window.document, document);
  assert.ok(new KeyboardEvent('keydown') instanceof Event);
  assert.ok(document.createElement('dialog') instanceof HTMLElement);
  sessionStorage.setItem('token', 'x');
  assert.is(window.sessionStorage.getItem('token'), 'x');
  assert.is(globalThis.IS_REACT_ACT_ENVIRONMENT, true);
  assert.is(typeof requestAnimationFrame, 'function');
});

Env('cleanup empties the body, the storages and the URL', () => {
  render(<p>left over</p>);
  sessionStorage.setItem('token', 'x');
  history.pushState(null, '', '/portal/institutions');
  cleanup();
  assert.is(document.body.innerHTML, '');
  assert.is(sessionStorage.length, 0);
  assert.is(location.pathname, '/portal/');
});

Env('matchMedia answers width queries and setViewport notifies listeners', () => {
  const small = matchMedia('(max-width: 599.98px)');
  const seen: boolean[] = [];
  small.addEventListener('change', (event) => seen.push(event.matches));
  assert.is(small.matches, false);
  assert.is(matchMedia('(min-width: 960px)').matches, true);
  assert.is(matchMedia('(prefers-reduced-motion: reduce)').matches, false);
  setViewport(400);
  assert.is(innerWidth, 400);
  assert.is(small.matches, true);
  assert.equal(seen, [true]);
});

const Actions = suite('user actions');
Actions.after.each(cleanup);

function Form({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSubmit(value); }}>
      <input aria-label="Name" value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="button" disabled onClick={() => onSubmit('disabled')}>Off</button>
      <button type="submit">Go</button>
    </form>
  );
}

Actions('type reaches React onChange and Enter in a field submits its form', () => {
  const submitted: string[] = [];
  const { container } = render(<Form onSubmit={(v) => submitted.push(v)} />);
  type(getByLabelText(container, 'Name'), 'Ada');
  pressKey(getByLabelText(container, 'Name'), 'Enter');
  click(getByRole(container, 'button', { name: 'Go' }));
  assert.equal(submitted, ['Ada', 'Ada']);
});

Actions('click focuses the control and does nothing on a disabled one', () => {
  const submitted: string[] = [];
  const { container } = render(<Form onSubmit={(v) => submitted.push(v)} />);
  click(getByRole(container, 'button', { name: 'Off' }));
  assert.equal(submitted, []);
  click(getByRole(container, 'button', { name: 'Go' }));
  assert.is(document.activeElement, getByRole(container, 'button', { name: 'Go' }));
});

Actions('Tab and Shift+Tab move focus in document order, skipping disabled controls', () => {
  const { container } = render(<Form onSubmit={() => {}} />);
  getByLabelText(container, 'Name').focus();
  tab();
  assert.is(document.activeElement, getByRole(container, 'button', { name: 'Go' }));
  tab({ shift: true });
  assert.is(document.activeElement, getByLabelText(container, 'Name'));
});

Actions('waitFor retries until the check passes', async () => {
  function Later() {
    const [shown, setShown] = useState(false);
    return <button type="button" onClick={() => setTimeout(() => setShown(true), 30)}>{shown ? 'Done' : 'Start'}</button>;
  }
  const { container } = render(<Later />);
  click(getByRole(container, 'button', { name: 'Start' }));
  const done = await waitFor(() => getByRole(container, 'button', { name: 'Done' }));
  assert.is(done.textContent, 'Done');
});

Env.run();
Actions.run();
