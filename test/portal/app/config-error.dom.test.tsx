import { cleanup, getAllByRole, getByRole, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigErrorScreen } from '../../../src/portal/app/config-error.tsx';
import { parseConfig } from '../../../src/portal/lib/config/config.ts';

const Screen = suite('ConfigErrorScreen');
Screen.after.each(cleanup);

Screen('lists every problem it is given, as an announced error', () => {
  const problems = [
    '"apiBase" must be a path starting with "/" or a full http(s) address.',
    '"supportEmail" must be an email address.',
  ];
  const { container } = render(
    <ConfigErrorScreen problems={[{ kind: 'key', key: 'apiBase' }, { kind: 'key', key: 'supportEmail' }]} />,
  );
  const alert = getByRole(container, 'alert');
  assert.ok(getByRole(alert, 'heading', { level: 1, name: 'The portal is not configured correctly' }));
  const items = getAllByRole(getByRole(alert, 'list'), 'listitem').map((li) => li.textContent);
  assert.equal(items, problems);
  assert.ok(alert.textContent?.includes('config.json'), 'names the file to fix');
  assert.ok(getByRole(container, 'main'));
});

Screen('shows the problems found in an invalid config.json as they are worded', () => {
  const result = parseConfig({ apiBase: '//cdn.example', defaultLanguage: 'fr', productName: ' ', supportEmail: 'x' });
  assert.is(result.ok, false);
  const problems = result.ok ? [] : result.problems;
  const { container } = render(<ConfigErrorScreen problems={problems} />);
  const items = getAllByRole(container, 'listitem').map((li) => li.textContent);
  assert.equal(items, [
    '"apiBase" must be a path starting with "/" or a full http(s) address.',
    '"defaultLanguage" must be one of "en", "es", "pt", or left out.',
    '"productName" must be a non-empty text.',
    '"supportEmail" must be an email address.',
  ]);
});

Screen('renders problem text as text, never as HTML', () => {
  const { container } = render(<ConfigErrorScreen problems={[{ kind: 'not-json', url: '<img src=x onerror="alert(1)">' }]} />);
  assert.is(container.querySelector('img'), null);
  assert.is(getAllByRole(container, 'listitem')[0]?.textContent, '<img src=x onerror="alert(1)"> is not valid JSON.');
});

Screen('speaks Spanish to a visitor whose browser or remembered choice is Spanish, and says so in <html lang>', () => {
  const { container } = render(<ConfigErrorScreen language="es" problems={[{ kind: 'status', url: '/portal/config.json', status: 404 }, { kind: 'key', key: 'defaultLanguage' }]} />);
  assert.ok(getByRole(container, 'heading', { level: 1, name: 'El portal no está bien configurado' }));
  assert.equal(getAllByRole(container, 'listitem').map((li) => li.textContent), [
    '/portal/config.json ha respondido 404. Puede que falte el archivo.',
    '"defaultLanguage" debe ser uno de "en", "es", "pt", o no figurar.',
  ]);
  assert.is(document.documentElement.lang, 'es');
});

Screen('without a language given, follows the remembered choice', () => {
  localStorage.setItem('portal.language', 'es');
  try {
    const { container } = render(<ConfigErrorScreen problems={[{ kind: 'not-object' }]} />);
    assert.is(getAllByRole(container, 'listitem')[0]?.textContent, 'config.json debe contener un objeto JSON.');
  } finally {
    localStorage.removeItem('portal.language');
  }
});

Screen.run();
