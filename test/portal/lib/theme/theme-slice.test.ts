import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { themeStorageKey } from '../../../../src/portal/lib/theme/theme-name.ts';
import { initialTheme, themeChanged, themeNameOf, themeStateOf } from '../../../../src/portal/lib/theme/theme-slice.ts';

const theme = suite('themeChanged');

theme('the theme index starts at 0', () => {
  assert.equal(initialTheme, { currentTheme: 0 });
});

theme('Auth other actions: the theme action chooses a theme by index', () => {
  assert.equal(themeChanged(initialTheme, 2), { currentTheme: 2 });
  assert.equal(initialTheme, { currentTheme: 0 });
});

theme('index 0 follows the system, 1 is light and 2 dark, by the names the stylesheet reads', () => {
  assert.equal([0, 1, 2].map((currentTheme) => themeNameOf({ currentTheme })), ['system', 'light', 'dark']);
  assert.is(themeNameOf({ currentTheme: 7 }), 'system');
});

theme('a remembered name gives its index; an unknown or missing one the default', () => {
  assert.equal(themeStateOf('dark'), { currentTheme: 2 });
  assert.equal(themeStateOf('light'), { currentTheme: 1 });
  assert.equal(themeStateOf('sepia'), initialTheme);
  assert.equal(themeStateOf(null), initialTheme);
});

theme('the theme script reads the key the portal writes', () => {
  const boot = readFileSync(new URL('../../../../src/portal/lib/theme/theme-boot.ts', import.meta.url), 'utf8');
  assert.ok(boot.includes(`localStorage.getItem('${themeStorageKey}')`));
});

theme.run();
