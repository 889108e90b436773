/**
 * Opens the whole portal at a URL, as a visit would: renders the app and waits for the page's
 * level-1 heading (a page loaded for the first time takes real time too, see waitFor). Returns
 * the page's main region.
 */
import { getByRole, render, waitFor } from './dom.ts';
import { visit } from './portal-fixtures.ts';
import { App } from '../../src/portal/app/app.tsx';

export async function openApp(url: string, heading: string | RegExp, timeout = 3000): Promise<HTMLElement> {
  visit(url);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: heading }), { timeout });
  return getByRole(document.body, 'main');
}
