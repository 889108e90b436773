import {
  act, advance, click, getByRole, getByText, queryByRole, queryByText, render, waitFor, assertFocused,
} from '../../support/dom.ts';
import { openApp as openAt } from '../../support/open-app.tsx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  currentUrl, installApi, ok, seedSession, visit, endPortalTestInEnglish, endPortalTest,
} from '../../support/portal-fixtures.ts';
import { App } from '../../../src/portal/app/app.tsx';
import { navigate } from '../../../src/portal/lib/router/history.ts';
import { writeSession } from '../../../src/portal/lib/session/session.ts';
import { changeLanguage } from '../../../src/portal/lib/i18n/language-store.ts';
import type { UserManual } from '../../../src/contract/types.ts';

const slow = { timeout: 3000 };

function apiForMainPages() {
  return installApi({
    'institution/list_inst_user/0': ok([{ institution_name: 'North Clinic', keyid: 12 }]),
    'portal_users/list_user_roles/0': ok([]),
    'extras/doc/0': (call) => ok(call.query.get('lang') === 'es' ? manual('es', 'Manual de usuario') : manual('en', 'User manual'))(call),
  });
}

/** The user manual the server holds (/user_manual loads it), in one section. */
const manual = (language: 'en' | 'es', title: string): UserManual => ({
  language,
  title,
  sections: [{ id: 'start', heading: title, pages: ['/'], blocks: [{ type: 'paragraph', text: title }] }],
});

const Routing = suite('App routing and guards');
Routing.before.each(() => void apiForMainPages());
Routing.after.each(endPortalTestInEnglish);

Routing('a signed-out visit to a main route goes to /auth/sign-in with the path and query as redirect-back', async () => {
  await openAt('/portal/users?x=1', 'Sign in');
  assert.is(location.pathname, '/portal/auth/sign-in');
  assert.is(location.search, '?redirect=%2Fusers%3Fx%3D1');
  assert.is(queryByRole(document.body, 'navigation', { name: 'Main' }), null, 'no sidebar for a signed-out visitor');
});

Routing('every main route requires sign-in: Home redirects a signed-out visitor too', async () => {
  await openAt('/portal/', 'Sign in');
  assert.is(currentUrl(), '/portal/auth/sign-in?redirect=%2F');
});

Routing('/auth/sign-in while signed in redirects to the redirect-back target', async () => {
  seedSession();
  await openAt('/portal/auth/sign-in?redirect=%2Fabout', 'About');
  assert.is(currentUrl(), '/portal/about');
});

Routing('/auth/sign-in while signed in without a redirect-back target goes to /', async () => {
  seedSession();
  await openAt('/portal/auth/sign-in', 'Welcome, Ana');
  assert.is(currentUrl(), '/portal/');
});

Routing('/auth/sign-in while signed in ignores a redirect-back target on another origin', async () => {
  seedSession();
  await openAt('/portal/auth/sign-in?redirect=%2F%2Fevil.example', 'Welcome, Ana');
  assert.is(currentUrl(), '/portal/');
});

Routing('Session: a session whose expiration_date has passed is treated as signed out', async () => {
  seedSession({ minutesLeft: -1 });
  await openAt('/portal/about', 'Sign in');
  assert.is(location.pathname, '/portal/auth/sign-in');
  assert.is(new URLSearchParams(location.search).get('redirect'), '/about');
  // The expiry watch also runs; the redirect-back target must survive it.
  await advance(30);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }));
  assert.is(new URLSearchParams(location.search).get('redirect'), '/about');
  assert.is(sessionStorage.getItem('token'), null, 'the expired token is removed');
});

Routing('Session: a session that expires while a page is open ends and goes to sign-in with the page as redirect-back', async () => {
  seedSession();
  await openAt('/portal/about?tab=1', 'About');
  act(() => writeSession({ expiration_date: new Date(Date.now() + 80).toISOString() }));
  assert.is(location.pathname, '/portal/about');
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
  assert.is(location.pathname, '/portal/auth/sign-in');
  assert.is(new URLSearchParams(location.search).get('redirect'), '/about?tab=1');
  assert.is(sessionStorage.getItem('token'), null);
  assert.is(sessionStorage.getItem('user_id'), null);
});

Routing('Session: a session left unused for the server\'s idle limit ends on screen too, well before its hour (issue 34)', async () => {
  seedSession();
  await openAt('/portal/about', 'About');
  act(() => writeSession({ idle_minutes: '15', active_until: String(Date.now() + 80) }));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Sign in' }), slow);
  assert.is(new URLSearchParams(location.search).get('redirect'), '/about');
  assert.is(sessionStorage.getItem('token'), null);
  assert.is(sessionStorage.getItem('active_until'), null, 'the idle keys go with the session');
});

Routing('Session: an expired session may open the sign-in page instead of being sent away', async () => {
  seedSession({ minutesLeft: -1 });
  await openAt('/portal/auth/sign-in', 'Sign in');
  assert.is(location.pathname, '/portal/auth/sign-in');
});

Routing('Session: a session without a token is signed out even with a future expiry', async () => {
  seedSession({ withToken: false });
  await openAt('/portal/institutions', 'Sign in');
  assert.is(currentUrl(), '/portal/auth/sign-in?redirect=%2Finstitutions');
});

Routing('an unknown path shows the 404 page in the narrow layout', async () => {
  await openAt('/portal/no/such/page', 'Page not found.');
  const main = getByRole(document.body, 'main');
  assert.ok(getByText(main, '404'));
  assert.ok(getByText(main, 'The page you are looking for might have been removed.'));
  assert.is(main.querySelectorAll('img[src$="logo.svg"]').length, 1, 'the logo, once');
  const back = getByRole(main, 'link', { name: 'Return to website' });
  assert.is(back.getAttribute('href'), '/portal/');
  assert.is(main.classList.contains('wide'), false, 'narrow, not the wide centred layout');
  assert.is(queryByRole(document.body, 'navigation', { name: 'Main' }), null, 'no sidebar');
  assert.is(location.pathname, '/portal/no/such/page', 'the address stays as typed');
});

Routing('an unknown path shows the 404 page in the narrow layout when signed in too', async () => {
  seedSession();
  await openAt('/portal/reportz', 'Page not found.');
  assert.is(queryByRole(document.body, 'navigation', { name: 'Main' }), null);
  assert.is(getByRole(document.body, 'main').classList.contains('wide'), false);
});

Routing('the 500 page shows the logo once', async () => {
  await openAt('/portal/auth/500', 'Something went wrong.');
  assert.is(getByRole(document.body, 'main').querySelectorAll('img[src$="logo.svg"]').length, 1);
});

Routing('the 404 page\'s Return to website goes to the home page', async () => {
  seedSession();
  await openAt('/portal/nowhere', 'Page not found.');
  click(getByRole(document.body, 'link', { name: 'Return to website' }));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Welcome, Ana' }), slow);
  assert.is(location.pathname, '/portal/');
});

Routing('/terms_and_conditions uses the wider centred layout', async () => {
  seedSession();
  await openAt('/portal/terms_and_conditions', 'Terms and Conditions');
  assert.is(getByRole(document.body, 'main').classList.contains('wide'), true);
  assert.is(queryByRole(document.body, 'navigation', { name: 'Main' }), null);
});

Routing('main routes render inside the signed-in layout with the sidebar', async () => {
  seedSession();
  await openAt('/portal/about', 'About');
  assert.ok(getByRole(document.body, 'navigation', { name: 'Main' }));
  assert.ok(getByRole(document.body, 'button', { name: /Ana Díaz/ }));
});

Routing('the document title follows the route', async () => {
  seedSession();
  await openAt('/portal/about', 'About');
  assert.match(document.title, /^About\b/);
  act(() => navigate('/user_manual'));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'User Manual' }), slow);
  assert.match(document.title, /^User Manual\b/);
  act(() => navigate('/no/such/page'));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Page not found.' }), slow);
  assert.match(document.title, /^Page not found\b/);
});

Routing('the document title follows the language: it changes on a language change and on every navigation', async () => {
  seedSession();
  await openAt('/portal/about', 'About');
  const focused = document.activeElement;
  await act(() => changeLanguage('es'));
  await waitFor(() => assert.match(document.title, /^Acerca de · /), slow);
  assert.is(document.activeElement, focused, 'a language change does not move focus');
  act(() => navigate('/user_manual'));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Manual de usuario' }), slow);
  assert.match(document.title, /^Manual de usuario · /);
  act(() => navigate('/training'));
  await waitFor(() => assert.match(document.title, /^Formación · /), slow);
  await act(() => changeLanguage('en'));
  assert.match(document.title, /^Training · /);
});

Routing('a signed-in page opened in Spanish is titled in Spanish, from the shell\'s table once the shell is in', async () => {
  await changeLanguage('es');
  seedSession();
  visit('/portal/about');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Acerca de' }), slow);
  await waitFor(() => assert.match(document.title, /^Acerca de · /), slow);
  await act(() => changeLanguage('en'));
  await waitFor(() => assert.match(document.title, /^About · /), slow);
});

Routing('the signed-out pages are titled in Spanish too', async () => {
  await changeLanguage('es');
  visit('/portal/auth/sign-in');
  render(<App />);
  await waitFor(() => assert.match(document.title, /^Iniciar sesión · /), slow);
  await changeLanguage('en');
});

Routing("in-app navigation to a page still downloading moves focus to the page, then to its heading when it arrives", async () => {
  seedSession();
  await openAt('/portal/about', 'About');
  act(() => navigate('/user_manual'));
  await waitFor(() => assert.ok(getByRole(document.body, 'main').contains(document.activeElement), 'the page holds focus'), slow);
  const heading = await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'User Manual' }), slow);
  await waitFor(() => assertFocused(heading), slow);
});

Routing("in-app navigation to a page already downloaded moves focus to the page's heading", async () => {
  seedSession();
  await openAt('/portal/about', 'About');
  act(() => navigate('/user_manual'));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'User Manual' }), slow);
  act(() => navigate('/about'));
  const heading = await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'About' }), slow);
  await waitFor(() => assertFocused(heading), slow);
});

Routing('a pushed query on the same path (another subject, a comparison) moves focus to the page heading', async () => {
  seedSession();
  await openAt('/portal/about', 'About');
  const heading = getByRole(document.body, 'heading', { level: 1, name: 'About' });
  const other = document.querySelector<HTMLElement>('header button')!;
  other.focus();
  act(() => navigate('/about?section=2'));
  await waitFor(() => assertFocused(heading), slow);
});

Routing('a query replaced by the page, or pushed by a control that keeps focus (sorting, paging), leaves focus on that control', async () => {
  seedSession();
  await openAt('/portal/about', 'About');
  const heading = getByRole(document.body, 'heading', { level: 1, name: 'About' });
  act(() => navigate('/about?q=0'));
  await waitFor(() => assertFocused(heading), slow);
  const control = document.querySelector<HTMLElement>('header button')!;
  control.focus();
  // Given as long as a pushed navigation takes to move focus (the last step), focus does not move.
  const movesToHeading = () => waitFor(() => assertFocused(heading), { timeout: 300, realTime: 2000 }).then(() => true, () => false);
  act(() => navigate('/about?q=a', { replace: true }));
  assert.not.ok(await movesToHeading(), 'a replaced query leaves focus on the control');
  act(() => navigate('/about?q=a&page=2', { keepFocus: true }));
  assert.not.ok(await movesToHeading(), 'a push that keeps focus leaves it on the control');
  assert.ok(document.activeElement === control);
  act(() => navigate('/about?q=b'));
  assert.ok(await movesToHeading(), 'a pushed query moves focus to the heading');
});

Routing('the back button re-renders the previous route', async () => {
  seedSession();
  await openAt('/portal/about', 'About');
  act(() => navigate('/user_manual'));
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'User Manual' }), slow);
  act(() => {
    history.replaceState(null, '', '/portal/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'About' }), slow);
});

const Training = suite('App: Training routes');
Training.before.each(() => void apiForMainPages());
Training.after.each(endPortalTest);

const forbidden = /Training Videos is not available for your account/;

for (const status of ['1', '2']) {
  Training(`Evaluator status: Training is visible with status "${status}" and the evaluator role`, async () => {
    seedSession({ roles: ['evaluator'], evaluatorStatus: status });
    await openAt('/portal/training/videos', 'Training Videos');
    assert.is(queryByText(document.body, forbidden), null);
  });
}

Training('Evaluator status: Training is not available with status "0" even with the evaluator role', async () => {
  seedSession({ roles: ['evaluator'], evaluatorStatus: '0' });
  visit('/portal/training/videos');
  render(<App />);
  await waitFor(() => getByText(document.body, forbidden), slow);
  assert.ok(getByRole(document.body, 'link', { name: 'Choose another institution' }));
  assert.is(location.pathname, '/portal/training/videos');
});

Training('Evaluator status: Training is not available with status "2" without the evaluator role', async () => {
  seedSession({ roles: ['clinician', 'user_manager'], evaluatorStatus: '2' });
  visit('/portal/training/videos');
  render(<App />);
  await waitFor(() => getByText(document.body, forbidden), slow);
});

Training('Evaluator status: every Training child route is guarded, the hidden exam included', async () => {
  seedSession({ roles: ['clinician'], evaluatorStatus: '1' });
  for (const [path, title] of [['/training', 'Training'], ['/training/exam', 'Evaluator Exam'], ['/training/certificates', 'Certificates']]) {
    visit(`/portal${path}`);
    const { unmount } = render(<App />);
    await waitFor(() => getByText(document.body, `${title} is not available for your account`), slow);
    unmount();
  }
});

Training('the "not available for your account" page has its heading (h1)', async () => {
  seedSession({ roles: ['clinician'], evaluatorStatus: '0' });
  visit('/portal/training');
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: 'Training is not available for your account' }), slow);
});

Training('Training signed out still goes to sign-in first', async () => {
  await openAt('/portal/training', 'Sign in');
  assert.is(currentUrl(), '/portal/auth/sign-in?redirect=%2Ftraining');
});

Routing.run();
Training.run();
