import {
  click, getAllByRole, getByRole, getByText, isDisabled, queryByRole, render, waitFor,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  currentUrl, fail, held, spokenText, installApi, ok, seedSession, storedSession, toastTexts, visit, type ApiAnswer, endPortalTestInEnglish,
} from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { navigate } from '../../../../src/portal/lib/router/history.ts';
import { paths } from '../../../../src/portal/domain/paths.ts';
import { act } from 'react';
import { routesStore } from '../../../../src/portal/domain/access/access-slice.ts';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import { callerOf } from '../../../../src/portal/domain/access/caller.ts';
import { sessionStore } from '../../../../src/portal/lib/session/session.ts';

const slow = { timeout: 3000 };
const listPath = 'institution/list_inst_user/0';
const institutions = [
  { institution_name: 'North Clinic', keyid: 12, country: 'ES' },
  { institution_name: 'South Hospital', keyid: 31 },
];
const choice = (agree: boolean) => ({
  permissions: { reports: ['list_reports_inst', 'get_evaluation_report_inst'], users: [] },
  is_owner: true,
  evaluator_status: '1',
  roles: ['evaluator', 'user_manager'],
  agree_tandc: agree,
});

function api(list: ApiAnswer = ok(institutions), extra: Record<string, ApiAnswer> = {}) {
  return installApi({ [listPath]: list, 'portal_users/list_user_roles/0': ok([]), ...extra });
}

async function openInstitutions(url = '/portal/institutions') {
  visit(url);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  return getByRole(document.body, 'main');
}

const Institutions = suite('InstitutionsPage');
Institutions.before.each(() => seedSession({ roles: [], evaluatorStatus: '0', institution: false }));
Institutions.after.each(endPortalTestInEnglish);

Institutions('lists the institutions from institution/list_inst_user/0', async () => {
  const fake = api();
  const main = await openInstitutions('/portal/institutions?from=/auth/sign-in');
  const list = await waitFor(() => getByRole(main, 'list', { name: 'Your institutions' }));
  assert.is(getAllByRole(list, 'listitem').length, 2);
  assert.ok(getByText(list, 'North Clinic'));
  assert.ok(getByText(list, 'South Hospital'));
  assert.ok(getByRole(list, 'button', { name: 'Choose North Clinic' }));
  assert.ok(getByRole(list, 'button', { name: 'Choose South Hospital' }));
  assert.is(fake.callsTo(listPath)[0]?.method, 'POST');
  assert.ok(getByText(main, 'Choose the institution you want to work in.'), 'a hint after sign-in');
});

Institutions('one institution and no invitation: after signing in it is chosen for the person, who is told so, and goes on', async () => {
  const fake = api(ok([institutions[0]]), {
    'portal_users/set_login_institution/12': ok(choice(true)),
    'portal_users/list_invitations_user/0': ok({ invitations: [] }),
  });
  await openInstitutions('/portal/institutions?from=/auth/sign-in&redirect=%2Fpatients');
  await waitFor(() => assert.is(currentUrl(), '/portal/patients'), slow);
  assert.is(fake.callsTo('portal_users/set_login_institution/12').length, 1);
  assert.is(storedSession().selected_institution_id, '12');
  await waitFor(() => assert.equal(toastTexts(), ['North Clinic is your only institution, so it is open. Institutions in the menu lets you switch when you have more.']), slow);
});

Institutions('one institution with an invitation waiting: nothing is chosen, the invitation is there to answer', async () => {
  const fake = api(ok([institutions[0]]), {
    'portal_users/list_invitations_user/0': ok({ invitations: [{ id: 5, institution_id: 31, institution_name: 'South Hospital', roles: ['clinician'], invited_by: 'Eva Ruiz', invited_at: '2026-01-02T10:00:00.000Z' }] }),
  });
  const main = await openInstitutions('/portal/institutions?from=/auth/sign-in');
  await waitFor(() => getByRole(main, 'button', { name: 'Choose North Clinic' }));
  await waitFor(() => getByText(main, /South Hospital/), slow);
  assert.is(fake.callsTo('portal_users/set_login_institution/12').length, 0);
  assert.is(currentUrl(), '/portal/institutions?from=/auth/sign-in');
});

Institutions('Institution choice: choosing one stores the choice and goes to /terms_and_conditions when terms are not accepted', async () => {
  const fake = api(ok(institutions), { 'portal_users/set_login_institution/12': ok(choice(false)) });
  const main = await openInstitutions();
  click(await waitFor(() => getByRole(main, 'button', { name: 'Choose North Clinic' })));
  await waitFor(() => assert.is(location.pathname, '/portal/terms_and_conditions'), slow);
  const [call] = fake.callsTo('portal_users/set_login_institution/12');
  assert.is(call?.method, 'POST');
  const session = storedSession();
  assert.is(session.selected_institution_id, '12');
  assert.equal(JSON.parse(session.permissions ?? 'null'), choice(false).permissions);
  assert.is(session.is_owner, 'true');
  assert.is(session.evaluator_status, '1');
  assert.equal(JSON.parse(session.user_roles ?? 'null'), ['evaluator', 'user_manager']);
  assert.is(session.agree_tandc, 'false');
  assert.equal((callerOf(sessionStore.getState()).member?.roles ?? []), ['evaluator', 'user_manager'], 'roles pushed into the app state');
  assert.is(routesStore.getState().evaluatorStatus, '1', 'evaluator status pushed into the app state');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Terms and Conditions' }), slow);
});

Institutions('Institution choice: with the terms accepted it goes to / and the sidebar follows the new roles', async () => {
  api(ok(institutions), { 'portal_users/set_login_institution/31': ok(choice(true)) });
  const main = await openInstitutions();
  const nav = getByRole(document.body, 'navigation', { name: 'Main' });
  assert.is(queryByRole(nav, 'link', { name: 'Training' }), null);
  click(await waitFor(() => getByRole(main, 'button', { name: 'Choose South Hospital' })));
  await waitFor(() => assert.is(currentUrl(), '/portal/'), slow);
  assert.is(storedSession().agree_tandc, 'true');
  assert.is(storedSession().selected_institution_id, '31');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Welcome, Ana' }), slow);
  assert.ok(getByRole(document.body, 'link', { name: 'Training' }), 'Training now allowed');
});

Institutions('a user manager choosing an institution goes home without asking for its details on the way (no aborted call)', async () => {
  const managerChoice = { ...choice(true), permissions: { reports: [], users: ['list_inst', 'get_inst', 'set_inst', 'set_user_roles_inst'] } };
  const fake = api(ok(institutions), { 'portal_users/set_login_institution/31': ok(managerChoice), 'portal_users/get_inst/31': ok({}) });
  const main = await openInstitutions();
  click(await waitFor(() => getByRole(main, 'button', { name: 'Choose South Hospital' })));
  await waitFor(() => assert.is(currentUrl(), '/portal/'), slow);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Welcome, Ana' }), slow);
  assert.is(fake.callsTo('portal_users/get_inst/31').length, 0);
});

Institutions('Institution choice: an empty result stores nothing and stays on the page', async () => {
  api(ok(institutions), { 'portal_users/set_login_institution/12': ok({}) });
  const main = await openInstitutions();
  const north = await waitFor(() => getByRole(main, 'button', { name: 'Choose North Clinic' }));
  const before = storedSession();
  click(north);
  await waitFor(() => assert.equal(toastTexts(), ['Institution could not be selected']));
  assert.equal(storedSession(), before);
  assert.equal((callerOf(sessionStore.getState()).member?.roles ?? []), []);
  assert.is(location.pathname, '/portal/institutions');
  assert.is(isDisabled(getByRole(main, 'button', { name: 'Choose North Clinic' })), false, 'can choose again');
});

Institutions('while choosing, the buttons are busy and disabled so a second choice is not sent', async () => {
  const pending = held(ok(choice(true)));
  const fake = api(ok(institutions), { 'portal_users/set_login_institution/12': pending.answer });
  const main = await openInstitutions();
  const north = await waitFor(() => getByRole(main, 'button', { name: 'Choose North Clinic' }));
  click(north);
  await waitFor(() => assert.is(north.getAttribute('aria-busy'), 'true'));
  assert.is(isDisabled(getByRole(main, 'button', { name: 'Choose South Hospital' })), true);
  click(getByRole(main, 'button', { name: 'Choose South Hospital' }));
  pending.release();
  await waitFor(() => assert.is(currentUrl(), '/portal/'), slow);
  assert.is(fake.callsTo('portal_users/set_login_institution/31').length, 0);
});

Institutions('without a chosen institution, opening /portal/ lands on Institutions, which asks to choose one', async () => {
  api();
  visit('/portal/');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  assert.is(currentUrl(), '/portal/institutions');
  const main = getByRole(document.body, 'main');
  await waitFor(() => getByText(main, 'Choose the institution you want to work in.'), slow);
});

Institutions('without a chosen institution, opening the sign-in page while signed in lands on Institutions', async () => {
  api();
  visit('/portal/auth/sign-in');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  assert.is(location.pathname, '/portal/institutions');
});

Institutions('without a chosen institution a page leads to choosing one, then back to that page', async () => {
  api(ok(institutions), { 'portal_users/set_login_institution/12': ok(choice(true)) });
  visit('/portal/patient/reports?subject=4');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  assert.is(currentUrl(), `/portal/institutions?redirect=${encodeURIComponent('/patient/reports?subject=4')}`);
  const main = getByRole(document.body, 'main');
  await waitFor(() => getByText(main, /No institution is chosen yet/), slow);
  click(await waitFor(() => getByRole(main, 'button', { name: 'Choose North Clinic' })));
  await waitFor(() => assert.is(currentUrl(), '/portal/patient/reports?subject=4'), slow);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Reports' }), slow);
});

Institutions('the evaluator opening Training before choosing an institution is told none is chosen yet, not refused', async () => {
  seedSession({ roles: ['evaluator'], evaluatorStatus: '1', institution: false });
  api();
  visit('/portal/training');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }), slow);
  const main = getByRole(document.body, 'main');
  await waitFor(() => getByText(main, /No institution is chosen yet/), slow);
  assert.not.match(main.textContent ?? '', /not available for your account|do not give access/);
});

Institutions('with terms still to accept, the way back goes through the terms page, which then goes on', async () => {
  api(ok(institutions), {
    'portal_users/set_login_institution/12': ok(choice(false)),
    'portal_users/set_terms_and_conditions_user/1': ok(),
  });
  visit('/portal/users');
  render(<App />);
  const main = await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Institutions' }) && getByRole(document.body, 'main'), slow);
  click(await waitFor(() => getByRole(main, 'button', { name: 'Choose North Clinic' })));
  await waitFor(() => assert.is(currentUrl(), '/portal/terms_and_conditions?redirect=%2Fusers'), slow);
});

Institutions('the top bar shows the chosen institution on every page, with a way to switch', async () => {
  seedSession();
  api();
  visit('/portal/about');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'About' }), slow);
  const banner = getByRole(document.body, 'banner');
  const link = getByRole(banner, 'link', { name: /North Clinic/ });
  assert.match(link.textContent ?? '', /North Clinic/);
  assert.match(spokenText(link), /^Institution North Clinic ?, switch institution$/);
  assert.is(link.getAttribute('href'), '/portal/institutions');
});

Institutions('while the list loads the page shows the spinner, then the list', async () => {
  const pending = held(ok(institutions));
  api(pending.answer);
  const main = await openInstitutions();
  await waitFor(() => getByRole(main, 'status', { name: 'Loading' }));
  assert.is(queryByRole(main, 'list', { name: 'Your institutions' }), null);
  pending.release();
  await waitFor(() => getByRole(main, 'list', { name: 'Your institutions' }));
  assert.is(queryByRole(main, 'status', { name: 'Loading' }), null);
});

Institutions('leaving the page while the list loads stops the call', async () => {
  seedSession({ roles: [], evaluatorStatus: '0' }); // an institution is chosen, so About opens
  const pending = held(ok(institutions));
  const fake = api(pending.answer);
  await openInstitutions();
  const call = await waitFor(() => {
    const first = fake.callsTo(listPath)[0];
    assert.ok(first, 'the list is asked for');
    return first;
  });
  assert.is(call.init.signal?.aborted, false);
  act(() => navigate(paths.about()));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'About' }), slow);
  assert.is(call.init.signal?.aborted, true);
  pending.release();
});

Institutions("a failed list shows 'Institutions could not be loaded' with Try again that loads again", async () => {
  const fake = api(fail(500));
  const main = await openInstitutions();
  const alert = await waitFor(() => getByRole(main, 'alert'));
  assert.ok(getByText(alert, 'Institutions could not be loaded'));
  fake.on(listPath, ok(institutions));
  click(getByRole(alert, 'button', { name: 'Try again' }));
  await waitFor(() => getByRole(main, 'list', { name: 'Your institutions' }));
  assert.is(queryByRole(main, 'alert'), null);
  assert.is(fake.callsTo(listPath).length, 2);
});

Institutions('a list answer that is an HTML error page is a failure message, not a crash', async () => {
  api(() => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
  const main = await openInstitutions();
  const alert = await waitFor(() => getByRole(main, 'alert'));
  assert.ok(getByText(alert, 'Institutions could not be loaded'));
});

Institutions('no institutions shows the empty state', async () => {
  api(ok([]));
  const main = await openInstitutions('/portal/institutions?from=/auth/sign-in');
  await waitFor(() => getByRole(main, 'heading', { name: 'You do not belong to any institution yet' }));
  assert.is(queryByRole(main, 'list', { name: 'Your institutions' }), null);
  assert.is(queryByRole(main, 'alert'), null);
});

Institutions('the current institution is marked and offers Open', async () => {
  seedSession({ extra: { selected_institution_id: '31' } });
  api();
  const main = await openInstitutions();
  const list = await waitFor(() => getByRole(main, 'list', { name: 'Your institutions' }));
  const south = getByRole(list, 'button', { name: 'Open South Hospital' });
  assert.is(south.textContent, 'Open');
  assert.ok(south.closest('li')?.textContent?.includes('Current institution'));
});

Institutions('speaks Spanish when Spanish is chosen: heading, hint, list and its buttons', async () => {
  api();
  const main = await openInstitutions();
  await waitFor(() => getByRole(main, 'list', { name: 'Your institutions' }));
  await act(() => changeLanguage('es'));
  await waitFor(() => getByRole(main, 'heading', { level: 1, name: 'Instituciones' }));
  const list = getByRole(main, 'list', { name: 'Sus instituciones' });
  assert.ok(getByRole(list, 'button', { name: 'Elegir North Clinic' }));
  assert.ok(getByText(main, 'Elija la institución en la que desea trabajar.'));
});

Institutions('an empty list says so in Spanish', async () => {
  api(ok([]));
  await act(() => changeLanguage('es'));
  visit('/portal/institutions');
  render(<App />);
  const main = await waitFor(() => getByRole(document.body, 'main'), slow);
  await waitFor(() => getByRole(main, 'heading', { level: 2, name: 'Todavía no pertenece a ninguna institución' }), slow);
  assert.ok(getByRole(main, 'heading', { level: 1, name: 'Instituciones' }));
});

const invitation = { id: 7, institution_id: 44, institution_name: 'East Hospital', roles: ['clinician'], invited_at: '2026-11-20T10:00:00.000Z', invited_by: 'Sofía Romero' };
const invitationsPath = 'portal_users/list_invitations_user/0';

Institutions('an invitation waits above the list; accepting it joins the institution, which the list then shows', async () => {
  let listed = institutions;
  let pending = [invitation];
  const fake = api(() => new Response(JSON.stringify({ message: 'OK', data: listed }), { headers: { 'Content-Type': 'application/json' } }), {
    [invitationsPath]: () => new Response(JSON.stringify({ message: 'OK', data: { invitations: pending } }), { headers: { 'Content-Type': 'application/json' } }),
    'portal_users/answer_invitation_user/7': () => {
      listed = [...institutions, { institution_name: 'East Hospital', keyid: 44 }];
      pending = [];
      return new Response(JSON.stringify({ message: 'OK', data: { institution_id: 44, accepted: true } }), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  const main = await openInstitutions();
  await waitFor(() => getByRole(main, 'heading', { level: 2, name: 'Invitations' }), slow);
  assert.match(main.textContent ?? '', /Invited by Sofía Romero on 20 Nov 2026/);
  assert.is(queryByRole(main, 'button', { name: 'Choose East Hospital' }), null, 'no member before accepting');
  click(getByRole(main, 'button', { name: 'Accept the invitation to East Hospital' }));
  await waitFor(() => getByRole(main, 'button', { name: 'Choose East Hospital' }), slow);
  assert.is(fake.callsTo('portal_users/answer_invitation_user/7')[0]?.query.get('accept'), '1');
  assert.equal(toastTexts(), ['Invitation accepted']);
  await waitFor(() => assert.is(queryByRole(main, 'heading', { level: 2, name: 'Invitations' }), null));
});

Institutions('declining asks first, and Cancel sends nothing', async () => {
  const fake = api(ok([]), { [invitationsPath]: ok({ invitations: [invitation] }), 'portal_users/answer_invitation_user/7': ok({ institution_id: 44, accepted: false }) });
  const main = await openInstitutions();
  await waitFor(() => getByRole(main, 'heading', { level: 2, name: 'Invitations' }), slow);
  assert.match(main.textContent ?? '', /Accept an invitation above to join that institution/);
  click(getByRole(main, 'button', { name: 'Decline the invitation to East Hospital' }));
  const box = getByRole(main, 'alertdialog');
  assert.match(spokenText(box), /Only its user managers can invite you again/);
  click(getByRole(box, 'button', { name: 'Cancel' }));
  assert.is(fake.callsTo('portal_users/answer_invitation_user/7').length, 0);
  click(getByRole(main, 'button', { name: 'Decline the invitation to East Hospital' }));
  click(getByRole(getByRole(main, 'alertdialog'), 'button', { name: 'Decline the invitation' }));
  await waitFor(() => assert.equal(toastTexts(), ['Invitation declined']), slow);
  assert.is(fake.callsTo('portal_users/answer_invitation_user/7')[0]?.query.get('accept'), '0');
});

Institutions('in Spanish the invitation is offered in Spanish', async () => {
  api(ok([]), { [invitationsPath]: ok({ invitations: [invitation] }) });
  await changeLanguage('es');
  visit('/portal/institutions');
  render(<App />);
  const main = await waitFor(() => getByRole(document.body, 'main'), slow);
  await waitFor(() => getByRole(main, 'button', { name: 'Aceptar la invitación a East Hospital' }), slow);
  assert.match(main.textContent ?? '', /Invitación de Sofía Romero/);
});

Institutions.run();
