import { cleanup, getByRole, getByText, queryByRole, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Alert } from '../../../src/portal/ui/alert.tsx';
import { Button } from '../../../src/portal/ui/button.tsx';

const AlertSuite = suite('Alert');
AlertSuite.after.each(cleanup);

AlertSuite('an error is announced with role alert', () => {
  const { container } = render(<Alert variant="error">The report could not be loaded.</Alert>);
  assert.ok(getByRole(container, 'alert').textContent?.includes('The report could not be loaded.'));
});

AlertSuite('a success is a status', () => {
  const { container } = render(<Alert variant="success">Saved.</Alert>);
  assert.ok(getByRole(container, 'status'));
  assert.is(queryByRole(container, 'alert'), null);
});

AlertSuite('info, the default, is neither alert nor status', () => {
  const { container } = render(<Alert>Choose an institution.</Alert>);
  assert.is(queryByRole(container, 'alert'), null);
  assert.is(queryByRole(container, 'status'), null);
  assert.ok(getByText(container, 'Choose an institution.'));
});

AlertSuite('shows its title and action', () => {
  const { container } = render(
    <Alert variant="error" title="Loading failed" action={<Button>Try again</Button>}>
      Check your connection.
    </Alert>,
  );
  const alert = getByRole(container, 'alert');
  assert.ok(getByText(alert, 'Loading failed'));
  assert.ok(getByRole(alert, 'button', { name: 'Try again' }));
});

AlertSuite.run();
