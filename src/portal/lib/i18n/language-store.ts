/**
 * The interface language: one store the whole portal reads, remembered in this browser's
 * localStorage (a language is not personal data) and mirrored on `<html lang>`. A change waits
 * until every message table in use has its translation loaded, so the page switches in one step
 * instead of flashing a loading state.
 */
import { createStore } from '../store/create-store.ts';
import { chooseLanguage, type Language, type LanguageInputs, localeOf, sourceLanguage } from './languages.ts';

export interface LanguageState {
  language: Language;
  locale: string;
}

export const languageStore = createStore<LanguageState>({ language: sourceLanguage, locale: localeOf[sourceLanguage] });

export const languageStorageKey = 'portal.language';

/** What must be loaded before a language shows: each set of messages registers its loader here. */
type Preload = (language: Language) => Promise<unknown>;
const preloads = new Set<Preload>();
let wanted: Language = sourceLanguage;

/** Registers a set's loader; when a language other than the source is wanted, it starts at once. */
export function preloadWith(preload: Preload): void {
  preloads.add(preload);
  if (wanted !== sourceLanguage) void preload(wanted);
}

/** Loads every registered set in `language`; sets registered later start loading as they arrive. */
export async function loadAll(language: Language): Promise<void> {
  wanted = language;
  await Promise.all([...preloads].map((preload) => preload(language)));
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage may be refused (privacy settings); the choice then lasts for the tab
  }
}

function apply(language: Language): void {
  languageStore.setState({ language, locale: localeOf[language] });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language to start in, from the remembered choice, the installation and the browser. */
export function startingLanguage(configured?: Language): Language {
  const inputs: LanguageInputs = { configured, browser: globalThis.navigator?.languages ?? [] };
  try {
    inputs.stored = storage()?.getItem(languageStorageKey);
  } catch {
    inputs.stored = null;
  }
  return chooseLanguage(inputs);
}

/** Sets the language at start, once its tables are loaded (called before the first render). */
export async function startLanguage(configured?: Language): Promise<Language> {
  const language = startingLanguage(configured);
  await loadAll(language);
  apply(language);
  return language;
}

/** The visitor picks a language: loaded, shown everywhere at once, remembered. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadAll(language);
  apply(language);
  try {
    storage()?.setItem(languageStorageKey, language);
  } catch {
    // Not remembered when storage is full or refused; the choice still holds in this tab.
  }
}

export function currentLanguage(): Language {
  return languageStore.getState().language;
}
