/**
 * The chosen theme: one store, kept with the person's account (the sign-in answer brings it),
 * remembered in this browser's localStorage for the first paint, and shown on
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

/** Shows a theme at once and remembers it in this browser for the next first paint. */
function show(state: ThemeState): void {
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

/** A person picks a theme by index (the user menu also keeps it with their account). */
export function chooseTheme(index: number): void {
  show(themeChanged(themeStore.getState(), index));
}

/** The theme a sign-in answer brings: the one the person keeps with their account. */
export function takeTheme(name: string): void {
  show(themeStateOf(name));
}
