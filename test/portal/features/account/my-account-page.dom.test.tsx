import {
  act, click, getByLabelText, getByRole, isDisabled, queryByRole, render, type, waitFor,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fail, held, installApi, ok, seedSession, storedSession, toastTexts, user, visit, type ApiAnswer, endPortalTestInEnglish,
} from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };
const own = { id: 7, name: 'Ana', lastname: 'Díaz', email: 'ana@example.org', company: 'North Clinic', is_admin: false };
const savePath = `portal_users/set_own_user/${user.id}`;

async function openMyAccount(save: ApiAnswer = ok({ ...own, name: 'Anna', company: 'South Hospital' }), load: ApiAnswer = ok(own)) {
  seedSession();
  const api = installApi({
    'portal_users/get_own_user/0': load,
    [savePath]: save,
    'institution/list_inst_user/0': ok([{ institution_name: 'North Clinic', keyid: 12 }]),
  });
  visit('/portal/my_account');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'My Account' }), slow);
  const main = getByRole(document.body, 'main');
  const form = await waitFor(() => getByRole(main, 'heading', { name: 'Your details' }).closest('form')!);
  return {
    api,
    main,
    form,
    field: (label: string) => getByLabelText(form, label) as HTMLInputElement,
    save: () => getByRole(form, 'button', { name: 'Save changes' }),
  };
}

const Account = suite('MyAccountPage');
Account.after.each(endPortalTestInEnglish);

Account('loads the own user into the form', async () => {
  const { api, field } = await openMyAccount();
  assert.is(api.callsTo('portal_users/get_own_user/0')[0]?.method, 'GET');
  assert.is(field('Email').value, 'ana@example.org');
  assert.is(field('Email').readOnly, true);
  assert.is(field('First name').value, 'Ana');
  assert.is(field('Last name').value, 'Díaz');
  assert.is(field('Organisation').value, 'North Clinic');
});

Account("saving posts set_own_user/{user_id} with the fields, shows 'Account modified successfully' and goes to /institutions", async () => {
  const { api, field, save } = await openMyAccount();
  type(field('First name'), 'Anna');
  type(field('Organisation'), 'South Hospital');
  click(save());
  await waitFor(() => assert.is(location.pathname, '/portal/institutions'), slow);
  const [call] = api.callsTo(savePath);
  assert.is(call?.method, 'POST');
  assert.equal(call?.json, { name: 'Anna', lastname: 'Díaz', company: 'South Hospital' });
  assert.is(call?.headers.Authorization, `${user.id}:${user.token}`);
  await waitFor(() => assert.equal(toastTexts(), ['Account modified successfully']));
  assert.is(storedSession().user_first_name, 'Anna', 'the user menu shows the new name');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  assert.ok(getByRole(document.body, 'button', { name: /Anna Díaz/ }));
});

Account('Account modification failure: a failed save keeps what was typed and shows an error notification', async () => {
  const { field, save } = await openMyAccount(fail(500));
  type(field('First name'), 'Anna');
  type(field('Last name'), 'Díaz Pérez');
  click(save());
  await waitFor(() => assert.equal(toastTexts(), ['Account could not be modified']), slow);
  assert.is(location.pathname, '/portal/my_account');
  assert.is(field('First name').value, 'Anna');
  assert.is(field('Last name').value, 'Díaz Pérez');
  assert.is(isDisabled(save()), false, 'can save again');
  assert.is(storedSession().user_first_name, 'Ana', 'nothing changed in the session');
});

Account("a failed save with a server message shows the server's message", async () => {
  const { field, save } = await openMyAccount(fail(400, 'Only name, lastname and company can be changed here'));
  type(field('First name'), 'Anna');
  click(save());
  await waitFor(() => assert.equal(toastTexts(), ['Only name, lastname and company can be changed here']), slow);
  assert.is(field('First name').value, 'Anna');
});

Account('Save is busy while saving and a second click sends nothing more', async () => {
  const pending = held(ok(own));
  const { api, save } = await openMyAccount(pending.answer);
  click(save());
  await waitFor(() => assert.is(save().getAttribute('aria-busy'), 'true'));
  click(save());
  pending.release();
  await waitFor(() => assert.is(location.pathname, '/portal/institutions'), slow);
  assert.is(api.callsTo(savePath).length, 1);
});

Account('while the account loads the page shows the spinner, then the form', async () => {
  seedSession();
  const pending = held(ok(own));
  installApi({ 'portal_users/get_own_user/0': pending.answer });
  visit('/portal/my_account');
  render(<App />);
  const main = await waitFor(() => getByRole(document.body, 'main'), slow);
  await waitFor(() => getByRole(main, 'status', { name: 'Loading' }), slow);
  assert.is(queryByRole(main, 'heading', { name: 'Your details' }), null);
  pending.release();
  const form = await waitFor(() => getByRole(main, 'heading', { name: 'Your details' }).closest('form')!);
  assert.is((getByLabelText(form, 'First name') as HTMLInputElement).value, 'Ana');
  assert.is(queryByRole(main, 'status', { name: 'Loading' }), null);
});

Account('a failed load says the account could not be loaded instead of a blank page', async () => {
  seedSession();
  installApi({ 'portal_users/get_own_user/0': fail(500) });
  visit('/portal/my_account');
  render(<App />);
  const main = await waitFor(() => getByRole(document.body, 'main'), slow);
  const alert = await waitFor(() => getByRole(main, 'alert'), slow);
  assert.ok(alert.textContent?.includes('Your account could not be loaded'));
});

Account("a failed load offers 'Try again', which loads the account into the form", async () => {
  seedSession();
  const api = installApi({ 'portal_users/get_own_user/0': fail(500) });
  visit('/portal/my_account');
  render(<App />);
  const main = await waitFor(() => getByRole(document.body, 'main'), slow);
  const alert = await waitFor(() => getByRole(main, 'alert'), slow);
  api.on('portal_users/get_own_user/0', ok(own));
  click(getByRole(alert, 'button', { name: 'Try again' }));
  const form = await waitFor(() => getByRole(main, 'heading', { name: 'Your details' }).closest('form')!, slow);
  assert.is((getByLabelText(form, 'First name') as HTMLInputElement).value, 'Ana');
});

Account('speaks Spanish when Spanish is chosen: both cards, their labels, hints and buttons', async () => {
  const { main } = await openMyAccount();
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Mi cuenta' }));
  const details = getByRole(main, 'heading', { name: 'Sus datos' }).closest('form')!;
  assert.is((getByLabelText(details, 'Nombre') as HTMLInputElement).value, 'Ana');
  assert.is((getByLabelText(details, 'Apellidos') as HTMLInputElement).value, 'Díaz');
  assert.is((getByLabelText(details, 'Organización') as HTMLInputElement).value, 'North Clinic');
  assert.is((getByLabelText(details, 'Correo electrónico') as HTMLInputElement).value, 'ana@example.org');
  assert.ok(details.textContent?.includes('no se puede cambiar aquí'));
  assert.ok(getByRole(details, 'button', { name: 'Guardar cambios' }));
  const password = getByRole(main, 'heading', { name: 'Contraseña' }).closest('form')!;
  assert.ok(getByLabelText(password, 'Contraseña actual'));
  assert.ok(getByLabelText(password, 'Nueva contraseña'));
  assert.ok(password.textContent?.includes('Al menos 8 caracteres.'));
  assert.ok(getByRole(password, 'button', { name: 'Cambiar contraseña' }));
});

Account.run();
