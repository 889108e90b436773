import * as assert from 'uvu/assert';
import { assertAccessible, assertNoProblems, browserSuite, demoAccount, signedInPage, type Harness } from './support/portal.ts';

const test = browserSuite('the support request dialog in Chromium');
const account = demoAccount('evaluator');

async function openSupport(h: Harness) {
  const tracked = await signedInPage(h, 'evaluator');
  const { page } = tracked;
  await page.getByRole('button', { name: new RegExp(account.firstName) }).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await page.getByRole('dialog', { name: 'Support Request' }).waitFor();
  return tracked;
}

test('sends a ticket that the server stored', async ({ h }) => {
  const tracked = await openSupport(h);
  const { page } = tracked;
  const dialog = page.getByRole('dialog', { name: 'Support Request' });
  assert.is(await dialog.getByLabel('User').inputValue(), account.email);
  assert.ok(await dialog.getByRole('button', { name: 'Send' }).isDisabled(), 'Send is disabled while empty');
  await dialog.getByLabel('Reason').selectOption('Technical Issue');
  await dialog.getByLabel('Description').fill('The report list does not load on the ward computer.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('status').filter({ hasText: 'Support request sent successfully' }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const rows = await h.server.db.query('SELECT subject, body FROM support_tickets ORDER BY id DESC LIMIT 1');
  assert.equal(rows[0], { subject: 'Technical Issue', body: 'The report list does not load on the ward computer.' });
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('keeps its text open when the server fails', async ({ h }) => {
  const tracked = await openSupport(h);
  const { page } = tracked;
  await page.route('**/api/tickets/request_support/0', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
  );
  const dialog = page.getByRole('dialog', { name: 'Support Request' });
  await dialog.getByLabel('Reason').selectOption('Other');
  await dialog.getByLabel('Description').fill('Please call me back.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('alert').filter({ hasText: 'Support request could not be sent' }).first().waitFor();
  assert.ok(await dialog.isVisible(), 'the dialog stays open');
  assert.is(await dialog.getByLabel('Description').inputValue(), 'Please call me back.');
  assert.is(await dialog.getByLabel('Reason').inputValue(), 'Other');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('Escape with a description written asks first: the text stays unless discarded', async ({ h }) => {
  const tracked = await openSupport(h);
  const { page } = tracked;
  const dialog = page.getByRole('dialog', { name: 'Support Request' });
  await dialog.getByLabel('Reason').selectOption('Other');
  await dialog.getByLabel('Description').fill('The printed report has no page numbers.');
  await page.keyboard.press('Escape');
  const question = dialog.getByRole('alertdialog');
  await question.getByText('Close and discard the description you wrote?').waitFor();
  await assertAccessible(page, 'the support dialog asking before the description is discarded');
  await question.getByRole('button', { name: 'Cancel' }).click();
  assert.is(await dialog.getByLabel('Description').inputValue(), 'The printed report has no page numbers.');
  assert.ok(await dialog.getByLabel('Description').evaluate((el) => el === document.activeElement), 'back in the text');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard the description' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
