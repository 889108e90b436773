import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installWindow, type FakeBrowser } from '../../../support/fakes.ts';
import { getLocation, navigate, subscribeLocation } from '../../../../src/portal/lib/router/history.ts';
import { holdHistoryMoves } from '../../../../src/portal/lib/router/hold-moves.ts';

let browser: FakeBrowser;

const location = suite('getLocation');
location.before.each(() => {
  browser = installWindow('http://localhost/portal/users?tab=2');
});

location('returns the app path inside the base and the query', () => {
  const { path, search } = getLocation();
  assert.equal({ path, search }, { path: '/users', search: '?tab=2' });
});

location('returns the same object until the URL changes', () => {
  const first = getLocation();
  assert.is(getLocation(), first);
  browser.window.history.pushState(null, '', '/portal/about');
  const second = getLocation();
  assert.is.not(second, first);
  assert.equal([second.path, second.search], ['/about', '']);
});

location.run();

const nav = suite('navigate');
nav.before.each(() => {
  browser = installWindow('http://localhost/portal/');
});

nav('pushes the app path under the base and notifies listeners', () => {
  let calls = 0;
  const off = subscribeLocation(() => calls++);
  navigate('/institutions?from=/auth/sign-in');
  off();
  assert.equal(browser.entries, [{ kind: 'push', url: '/portal/institutions?from=/auth/sign-in' }]);
  assert.is(calls, 1);
  assert.equal([getLocation().path, getLocation().search], ['/institutions', '?from=/auth/sign-in']);
});

nav('a push counts as a navigation; a replace and a push that keeps focus do not (AppLocation.key)', () => {
  const start = getLocation().key;
  navigate('/subjects?page=2');
  const pushed = getLocation().key;
  assert.is(pushed, start + 1);
  navigate('/subjects?page=3', { replace: true });
  assert.is(getLocation().key, pushed);
  navigate('/subjects?page=4', { keepFocus: true });
  assert.is(getLocation().key, pushed);
  navigate('/about');
  assert.is(getLocation().key, pushed + 1);
});

nav('replaces the entry when asked', () => {
  navigate('/auth/sign-in', { replace: true });
  assert.equal(browser.entries, [{ kind: 'replace', url: '/portal/auth/sign-in' }]);
});

nav('does nothing when already at the target', () => {
  let calls = 0;
  const off = subscribeLocation(() => calls++);
  navigate('/');
  off();
  assert.equal(browser.entries, []);
  assert.is(calls, 0);
});

nav.run();

const subscribe = suite('subscribeLocation');
subscribe.before.each(() => {
  browser = installWindow('http://localhost/portal/');
});

subscribe('listens to popstate while someone is subscribed, and stops after the last unsubscribes', () => {
  let calls = 0;
  const offA = subscribeLocation(() => calls++);
  const offB = subscribeLocation(() => calls++);
  assert.is(browser.listeners('popstate'), 1);
  browser.pop('/portal/about');
  assert.is(calls, 2);
  offA();
  assert.is(browser.listeners('popstate'), 1);
  offB();
  assert.is(browser.listeners('popstate'), 0);
  browser.pop('/portal/');
  assert.is(calls, 2);
});

subscribe.run();

const held = suite('holdHistoryMoves');
held.before.each(() => {
  browser = installWindow('http://localhost/portal/medical_records');
});
const settle = () => browser.settled();

held('Back while moves are held is undone, not a navigation, and the hold is asked; proceeding makes the move', async () => {
  let navigations = 0;
  const off = subscribeLocation(() => navigations++);
  navigate('/medical_records?view=register');
  navigations = 0;
  let proceed: (() => void) | null = null;
  const release = holdHistoryMoves((go) => (proceed = go));
  browser.go(-1);
  await settle();
  assert.is(getLocation().search, '?view=register', 'still on the form');
  assert.is(navigations, 0, 'nobody was told of a navigation');
  assert.ok(proceed, 'the hold was asked');
  release();
  (proceed as () => void)();
  await settle();
  assert.is(getLocation().search, '', 'the move was made after all');
  assert.is(navigations, 1);
  off();
});

held('Forward is held the same way', async () => {
  const off = subscribeLocation(() => {});
  navigate('/medical_records?view=register');
  browser.go(-1);
  await settle();
  let asked = 0;
  const release = holdHistoryMoves(() => asked++);
  browser.go(1);
  await settle();
  assert.is(asked, 1);
  assert.is(getLocation().search, '', 'still where Forward started');
  release();
  off();
});

held('once released, Back is a navigation again', async () => {
  let navigations = 0;
  const off = subscribeLocation(() => navigations++);
  navigate('/about');
  navigations = 0;
  const release = holdHistoryMoves(() => assert.unreachable('released holds are not asked'));
  release();
  browser.go(-1);
  await settle();
  assert.is(getLocation().path, '/medical_records');
  assert.is(navigations, 1);
  off();
});

held('a link within the page (#main-content) and Back from it are not held; the Back after them is, by one entry', async () => {
  let navigations = 0;
  const off = subscribeLocation(() => navigations++);
  navigate('/medical_records?view=register');
  navigations = 0;
  const asked: (() => void)[] = [];
  const release = holdHistoryMoves((go) => asked.push(go));
  browser.fragment('#main-content');
  browser.go(-1);
  await settle();
  assert.is(asked.length, 0, 'moving within the page asks nothing');
  assert.is(navigations, 0);
  browser.go(-1);
  await settle();
  assert.is(asked.length, 1, 'leaving the form is held');
  assert.is(getLocation().search, '?view=register', 'undone by one entry, back on the form');
  release();
  asked[0]?.();
  await settle();
  assert.is(getLocation().search, '');
  assert.is(navigations, 1);
  off();
});

held.run();
