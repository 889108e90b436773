/** The theme (spec §3): an index into the available themes, default 0. */
import { createStore } from '../store/create-store.ts';

export interface ThemeState {
  currentTheme: number;
}

export const initialTheme: ThemeState = { currentTheme: 0 };

/** The theme action: chooses a theme by index. */
export function themeChanged(_state: ThemeState, currentTheme: number): ThemeState {
  return { currentTheme };
}

export const themeStore = createStore<ThemeState>(initialTheme);
