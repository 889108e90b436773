// The Support Request dialog a page asks for loads the first time it is asked for, and then opens.
import { act, cleanup, getByRole, render, waitFor } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resetPortal, seedSession } from '../../support/portal-fixtures.ts';
import { SupportHost } from '../../../src/portal/app/support-host.tsx';
import { askSupport, closeSupportRequest } from '../../../src/portal/domain/support/support-request.ts';

const host = suite('support host');
host.before.each(() => {
  resetPortal();
  seedSession();
});
host.after.each(() => {
  act(() => closeSupportRequest());
  cleanup();
});

host('renders nothing until a page asks for support, then loads and opens the dialog with the reason asked', async () => {
  const { container } = render(<SupportHost />);
  assert.is(container.innerHTML, '');
  act(() => askSupport('Other'));
  const dialog = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Support Request' }), { timeout: 5000 });
  assert.is((getByRole(dialog, 'combobox', { name: 'Reason' }) as HTMLSelectElement).value, 'Other');
});

host.run();
