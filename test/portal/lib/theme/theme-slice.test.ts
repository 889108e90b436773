import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { initialTheme, themeChanged } from '../../../../src/portal/lib/theme/theme-slice.ts';

const theme = suite('themeChanged');

theme('the theme index starts at 0', () => {
  assert.equal(initialTheme, { currentTheme: 0 });
});

theme('Auth other actions: the theme action chooses a theme by index', () => {
  assert.equal(themeChanged(initialTheme, 2), { currentTheme: 2 });
  assert.equal(initialTheme, { currentTheme: 0 });
});

theme.run();
