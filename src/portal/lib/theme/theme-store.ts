/**
 * The chosen theme: one store, remembered in this browser's localStorage as the language is
 * (lib/i18n/language-store.ts; the server keeps no preferences of a person's) and shown on
 * <html data-theme>, which ui/theme.css reads. The blocking theme script (theme-boot.ts) applied
 * the remembered choice before the first paint; this store starts from the same place.
 */
import { createStore } from '../store/create-store.ts';
import { initialTheme, themeChanged, themeNameOf, themeStateOf, type ThemeState } from './theme-slice.ts';
import { themeStorageKey } from './theme-name.ts';

function remembered(): string | null {
  try {
    return globalThis.localStorage?.getItem(themeStorageKey) ?? null;
  } catch {
    return null; // storage may be refused; the choice then lasts for the tab
  }
}

export const themeStore = createStore<ThemeState>(typeof document === 'undefined' ? initialTheme : themeStateOf(remembered()));

/** A person picks a theme by index: shown at once, remembered in this browser. */
export function chooseTheme(index: number): void {
  const state = themeChanged(themeStore.getState(), index);
  const name = themeNameOf(state);
  themeStore.setState(state);
  const root = document.documentElement;
  if (name === 'system') delete root.dataset.theme;
  else root.dataset.theme = name;
  try {
    globalThis.localStorage?.setItem(themeStorageKey, name);
  } catch {
    // Not remembered when storage is full or refused; the choice still holds in this tab.
  }
}
