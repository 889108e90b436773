import { useState } from 'react';
import { cleanup, getByLabelText, getByRole, render, type } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TextArea } from '../../../src/portal/ui/text-area.tsx';
import { descriptionRows } from '../../../src/contract/constants.ts';

const TextAreaSuite = suite('TextArea');
TextAreaSuite.after.each(cleanup);

TextAreaSuite('renders a labelled textarea with the given rows', () => {
  const { container } = render(<TextArea label="Description" rows={descriptionRows} />);
  const box = getByRole(container, 'textbox', { name: 'Description' }) as HTMLTextAreaElement;
  assert.is(box.localName, 'textarea');
  assert.is(box.getAttribute('rows'), String(descriptionRows));
  assert.is(container.querySelector('label')?.htmlFor, box.id);
});

TextAreaSuite('links its error and sets aria-invalid', () => {
  const { container } = render(<TextArea label="Description" error="Describe the problem." />);
  const box = getByLabelText(container, 'Description');
  assert.is(box.getAttribute('aria-invalid'), 'true');
  assert.is(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent, 'Describe the problem.');
});

TextAreaSuite('reports typing through onChange', () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return (
      <>
        <TextArea label="Description" value={value} onChange={(e) => setValue(e.target.value)} />
        <output>{value.length}</output>
      </>
    );
  }
  const { container } = render(<Controlled />);
  type(getByLabelText(container, 'Description'), 'line one\nline two');
  assert.is(container.querySelector('output')?.textContent, '17');
});

TextAreaSuite.run();
