/**
 * The theme (spec §3): an index into the available themes, default 0, and the theme action of
 * spec §4. The portal has one theme, so nothing holds or reads a chosen one; a store would be
 * state no screen uses.
 */

export interface ThemeState {
  currentTheme: number;
}

export const initialTheme: ThemeState = { currentTheme: 0 };

/** The theme action: chooses a theme by index. */
export function themeChanged(_state: ThemeState, currentTheme: number): ThemeState {
  return { currentTheme };
}
