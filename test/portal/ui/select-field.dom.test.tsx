import { useState } from 'react';
import { cleanup, getAllByRole, getByLabelText, getByRole, render, type } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SelectField } from '../../../src/portal/ui/select-field.tsx';
import { supportReasons } from '../../../src/contract/constants.ts';

const reasons = supportReasons.map((reason) => ({ value: reason, label: reason }));

const SelectFieldSuite = suite('SelectField');
SelectFieldSuite.after.each(cleanup);

SelectFieldSuite('renders a labelled combobox with a placeholder and the options in order', () => {
  const { container } = render(<SelectField label="Reason" placeholder="Choose a reason" options={reasons} />);
  const select = getByRole(container, 'combobox', { name: 'Reason' }) as HTMLSelectElement;
  assert.is(container.querySelector('label')?.htmlFor, select.id);
  const options = getAllByRole(select, 'option');
  assert.is(options[0]?.textContent, 'Choose a reason');
  assert.is((options[0] as HTMLOptionElement).value, '');
  assert.equal(options.slice(1).map((o) => o.textContent), [...supportReasons]);
});

SelectFieldSuite('reports the chosen value through onChange', () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return (
      <>
        <SelectField label="Reason" placeholder="Choose a reason" options={reasons} value={value} onChange={(e) => setValue(e.target.value)} />
        <output>{value}</output>
      </>
    );
  }
  const { container } = render(<Controlled />);
  type(getByLabelText(container, 'Reason'), 'Technical Issue');
  assert.is(container.querySelector('output')?.textContent, 'Technical Issue');
  assert.is((getByLabelText(container, 'Reason') as HTMLSelectElement).value, 'Technical Issue');
});

SelectFieldSuite('links its error and sets aria-invalid', () => {
  const { container } = render(<SelectField label="Reason" options={reasons} error="Choose a reason." />);
  const select = getByLabelText(container, 'Reason');
  assert.is(select.getAttribute('aria-invalid'), 'true');
  assert.is(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent, 'Choose a reason.');
});

SelectFieldSuite('disables the options marked disabled', () => {
  const { container } = render(
    <SelectField label="Language" options={[{ value: 'en', label: 'English' }, { value: 'es', label: 'Spanish', disabled: true }]} />,
  );
  const spanish = getByRole(container, 'option', { name: 'Spanish' }) as HTMLOptionElement;
  assert.is(spanish.disabled, true);
});

SelectFieldSuite.run();
