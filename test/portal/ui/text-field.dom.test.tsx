import { useState } from 'react';
import { cleanup, getByLabelText, getByRole, render, type } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TextField } from '../../../src/portal/ui/text-field.tsx';

function describedTexts(el: Element): string[] {
  const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

const TextFieldSuite = suite('TextField');
TextFieldSuite.after.each(cleanup);

TextFieldSuite('renders a real <label for> that names the input', () => {
  const { container } = render(<TextField label="Email" />);
  const input = getByRole(container, 'textbox', { name: 'Email' });
  const label = container.querySelector('label')!;
  assert.is(label.htmlFor, input.id);
  assert.is(getByLabelText(container, 'Email'), input);
});

TextFieldSuite('links hint and error through aria-describedby and sets aria-invalid', () => {
  const { container, rerender } = render(<TextField label="Email" hint="Your work address." />);
  const input = getByRole(container, 'textbox', { name: 'Email' });
  assert.equal(describedTexts(input), ['Your work address.']);
  assert.is(input.getAttribute('aria-invalid'), null);
  rerender(<TextField label="Email" hint="Your work address." error="Enter a valid email." />);
  assert.equal(describedTexts(input), ['Your work address.', 'Enter a valid email.']);
  assert.is(input.getAttribute('aria-invalid'), 'true');
});

TextFieldSuite('keeps a caller aria-describedby and a caller id', () => {
  const { container } = render(
    <>
      <p id="policy">Passwords expire yearly.</p>
      <TextField id="pw-field" label="Password" type="password" aria-describedby="policy" error="Too short." />
    </>,
  );
  const input = getByLabelText(container, 'Password');
  assert.is(input.id, 'pw-field');
  assert.equal(describedTexts(input), ['Passwords expire yearly.', 'Too short.']);
});

TextFieldSuite('passes native props such as type, autoComplete, required and readOnly', () => {
  const { container } = render(<TextField label="Email" type="email" autoComplete="email" required readOnly name="email" />);
  const input = getByLabelText(container, 'Email') as HTMLInputElement;
  assert.is(input.type, 'email');
  assert.is(input.getAttribute('autocomplete'), 'email');
  assert.is(input.required, true);
  assert.is(input.readOnly, true);
  assert.is(input.name, 'email');
  assert.is(getByRole(container, 'textbox', { name: 'Email' }), input);
});

TextFieldSuite('reports typing through onChange', () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return (
      <>
        <TextField label="Name" value={value} onChange={(e) => setValue(e.target.value)} />
        <output>{value}</output>
      </>
    );
  }
  const { container } = render(<Controlled />);
  type(getByLabelText(container, 'Name'), 'Ada Lovelace');
  assert.is(container.querySelector('output')?.textContent, 'Ada Lovelace');
});

TextFieldSuite('a read-only field cannot be typed into', () => {
  let changes = 0;
  const { container } = render(<TextField label="User" readOnly value="ada" onChange={() => (changes += 1)} />);
  type(getByLabelText(container, 'User'), 'eve');
  assert.is(changes, 0);
  assert.is((getByLabelText(container, 'User') as HTMLInputElement).value, 'ada');
});

TextFieldSuite.run();
