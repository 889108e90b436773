// Every form that sends a body shows the server's field refusals the same way: each at its field
// under the field's visible label, all of them in one alert above the form, no toast, and none of
// them left once the form is sent again.
import {
  click, getByLabelText, getByRole, queryByRole, render, type, waitFor, assertFocused,
} from '../../../support/dom.ts';
import { openApp } from '../../../support/open-app.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  held, installApi, jsonResponse, ok, seedSession, spokenText, toastTexts, user, type ApiAnswer, type ApiCall, endPortalTest,
} from '../../../support/portal-fixtures.ts';
import { checkRequestOf, findEndpoint } from '../../../../src/contract/conformance.ts';
import { issuesMessage } from '../../../../src/contract/field-issues.ts';
import { maxSupportBodyLength } from '../../../../src/contract/constants.ts';
import { SupportDialog } from '../../../../src/portal/features/support/support-dialog.tsx';
import { NotificationHost } from '../../../../src/portal/app/notification-host.tsx';

const slow = { timeout: 3000 };

/** Answers as the server does: 400 with the schema's issues for a body it refuses, else `accept`. */
const likeServer = (accept: ApiAnswer): ApiAnswer => (call: ApiCall) => {
  const name = findEndpoint(call.method ?? 'GET', decodeURI(call.path));
  if (!name) throw new Error(`no endpoint for ${call.path}`);
  const { issues } = checkRequestOf(name, call.json, call.query);
  if (!issues.length) return accept(call);
  return jsonResponse({ message: issuesMessage(issues), data: { fields: issues } }, 400);
};

/** The error shown at a field: the text its aria-describedby names as the error. */
function errorAt(field: HTMLElement): string | null {
  const id = (field.getAttribute('aria-describedby') ?? '').split(' ').find((each) => each.endsWith('-error'));
  const el = id ? document.getElementById(id) : null;
  return el ? spokenText(el) : null;
}

/** The summary alert's sentences (list items, or its one sentence). */
function summary(scope: HTMLElement): string[] {
  const alert = getByRole(scope, 'alert');
  const items = [...alert.querySelectorAll('li')];
  return items.length ? items.map(spokenText) : [spokenText(alert)];
}

async function openAt(url: string, heading: string, answers: Record<string, ApiAnswer>) {
  const api = installApi(answers);
  const main = await openApp(url, heading);
  return { api, main, field: (label: string) => getByLabelText(main, label) as HTMLInputElement };
}

const Forms = suite('form refusals');
Forms.after.each(endPortalTest);

Forms('sign-up: every refused field at once, named by its label, at the field and in one summary, no toast', async () => {
  const { main, field } = await openAt('/portal/auth/sign-up', 'Create an account', { 'auth/register': likeServer(ok({ id: 9 })) });
  type(field('Email'), 'not-an-address');
  click(getByRole(main, 'button', { name: 'Create account' }));
  await waitFor(() => getByRole(main, 'alert'), slow);
  assert.equal(summary(main), [
    'First name must not be empty',
    'Last name must not be empty',
    'Enter a valid email address, such as name@example.org',
  ]);
  assert.is(errorAt(field('First name')), 'First name must not be empty');
  assert.is(errorAt(field('Last name')), 'Last name must not be empty');
  assert.is(errorAt(field('Email')), 'Enter a valid email address, such as name@example.org');
  assert.is(field('Email').getAttribute('aria-invalid'), 'true');
  assert.is(errorAt(field('Organisation')), null);
  assert.not.match(main.textContent ?? '', /The field/);
  assert.equal(toastTexts(), []);
});

Forms('sign-up: the first refused field takes focus on submit', async () => {
  const { main, field } = await openAt('/portal/auth/sign-up', 'Create an account', { 'auth/register': likeServer(ok({ id: 9 })) });
  type(field('First name'), 'Ana');
  type(field('Email'), 'not-an-address');
  click(getByRole(main, 'button', { name: 'Create account' }));
  await waitFor(() => getByRole(main, 'alert'), slow);
  await waitFor(() => assertFocused(field('Last name')), slow);
});

Forms('sign-up: the next submit clears the errors of the last one', async () => {
  const pending = held(ok({ id: 9 }));
  let first = true;
  const answer: ApiAnswer = (call) => (first ? ((first = false), likeServer(ok({ id: 9 }))(call)) : pending.answer(call));
  const { main, field } = await openAt('/portal/auth/sign-up', 'Create an account', { 'auth/register': answer });
  type(field('Last name'), 'Peña');
  type(field('Email'), 'luis@example.org');
  click(getByRole(main, 'button', { name: 'Create account' }));
  await waitFor(() => assert.is(errorAt(field('First name')), 'First name must not be empty'), slow);
  type(field('First name'), 'Luis');
  click(getByRole(main, 'button', { name: 'Create account' }));
  await waitFor(() => assert.is(queryByRole(main, 'alert'), null));
  assert.is(errorAt(field('First name')), null);
  assert.is(field('First name').getAttribute('aria-invalid'), null);
  pending.release();
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Check your email' }), slow);
});

const own = { id: 7, name: 'Ana', lastname: 'Díaz', email: 'ana@example.org', company: 'North Clinic', is_admin: false };

Forms('my account details: refused fields at the fields, not as a toast, and the typed values kept', async () => {
  seedSession();
  const { main, field } = await openAt('/portal/my_account', 'My Account', {
    'portal_users/get_own_user/0': ok(own),
    [`portal_users/set_own_user/${user.id}`]: likeServer(ok(own)),
  });
  const form = await waitFor(() => getByRole(main, 'heading', { name: 'Your details' }).closest('form')!, slow);
  type(field('First name'), '   ');
  type(field('Last name'), 'x'.repeat(101));
  click(getByRole(form, 'button', { name: 'Save changes' }));
  await waitFor(() => getByRole(form, 'alert'), slow);
  assert.equal(summary(form), ['First name must not be empty', 'Last name must be at most 100 characters long']);
  assert.is(errorAt(field('First name')), 'First name must not be empty');
  assert.is(errorAt(field('Last name')), 'Last name must be at most 100 characters long');
  assert.is(field('Last name').value.length, 101);
  assert.equal(toastTexts(), []);
  assert.is(location.pathname, '/portal/my_account');
});

Forms('change password: a too short new password is said at New password', async () => {
  seedSession();
  const { main, field } = await openAt('/portal/my_account', 'My Account', {
    'portal_users/get_own_user/0': ok(own),
    'auth/': likeServer(ok({ message: 'Password changed' })),
  });
  const form = await waitFor(() => getByRole(main, 'heading', { name: 'Password' }).closest('form')!, slow);
  type(field('Current password'), 'old secret');
  type(field('New password'), 'short');
  click(getByRole(form, 'button', { name: 'Change password' }));
  await waitFor(() => getByRole(form, 'alert'), slow);
  assert.equal(summary(form), ['New password must be at least 8 characters long']);
  assert.is(errorAt(field('New password')), 'New password must be at least 8 characters long');
  assert.equal(toastTexts(), []);
});

Forms('reset password: a refused new password is said at the field, not as a toast', async () => {
  const { main, field } = await openAt('/portal/reset_your_password/42#key=k', 'Choose a new password', {
    'auth/password/42': likeServer(ok({ message: 'x' })),
  });
  type(field('New password'), 'short');
  type(field('Repeat the new password'), 'short');
  click(getByRole(main, 'button', { name: 'Change password' }));
  await waitFor(() => getByRole(main, 'alert'), slow);
  assert.equal(summary(main), ['New password must be at least 8 characters long']);
  assert.is(errorAt(field('New password')), 'New password must be at least 8 characters long');
  assert.equal(toastTexts(), []);
});

Forms('reset password: two different passwords are said at the repeated field, the same way', async () => {
  const { main, field } = await openAt('/portal/reset_your_password/42#key=k', 'Choose a new password', {});
  type(field('New password'), 'first-password');
  type(field('Repeat the new password'), 'other-password');
  click(getByRole(main, 'button', { name: 'Change password' }));
  assert.equal(summary(main), ['The two passwords are not the same']);
  assert.is(errorAt(field('Repeat the new password')), 'The two passwords are not the same');
});

Forms('support: a refused description is said at Description inside the dialog, once', async () => {
  seedSession();
  installApi({ 'tickets/request_support/0': likeServer(ok({ ticket_id: 3 })) });
  render(
    <>
      <SupportDialog open onClose={() => {}} />
      <NotificationHost />
    </>,
  );
  const dialog = getByRole(document.body, 'dialog', { name: 'Support Request' });
  type(getByRole(dialog, 'combobox', { name: 'Reason' }), 'Other');
  const description = getByRole(dialog, 'textbox', { name: 'Description' });
  type(description, 'x'.repeat(maxSupportBodyLength + 1));
  click(getByRole(dialog, 'button', { name: 'Send' }));
  await waitFor(() => getByRole(dialog, 'alert'), slow);
  // The bound is written as the language writes numbers: 5,000 in English.
  const limit = maxSupportBodyLength.toLocaleString('en-GB');
  assert.equal(summary(dialog), [`Description must be at most ${limit} characters long`]);
  assert.is(errorAt(description), `Description must be at most ${limit} characters long`);
  assert.equal(toastTexts(), []);
});

Forms.run();
