/**
 * The theme (spec §3): an index into the themes a person may choose, default 0, and the theme
 * action of spec §4. Index 0 follows the system's setting (light on a light system, as the portal
 * always looked), 1 is light and 2 dark, whatever the system says.
 */
import { themeNames, type ThemeName } from './theme-name.ts';

export interface ThemeState {
  currentTheme: number;
}

export const initialTheme: ThemeState = { currentTheme: 0 };

/** The theme action: chooses a theme by index. */
export function themeChanged(_state: ThemeState, currentTheme: number): ThemeState {
  return { currentTheme };
}

/** The name the stylesheet and the browser's storage know a theme by. */
export function themeNameOf({ currentTheme }: ThemeState): ThemeName {
  return themeNames[currentTheme] ?? themeNames[0];
}

/** The state a remembered name stands for; an unknown or missing one is the default. */
export function themeStateOf(name: string | null | undefined): ThemeState {
  const index = themeNames.indexOf(name as ThemeName);
  return { currentTheme: index < 0 ? 0 : index };
}
