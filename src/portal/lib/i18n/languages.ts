/**
 * Which language a visitor starts in. The languages themselves are the contract's one list
 * (contract/languages.ts); every portal table of a new language is a type error until complete.
 */

import { isLanguage, languageOfTag, sourceLanguage, type Language } from '../../../contract/languages.ts';

export { isLanguage, languageNames, languageOfTag, languages, localeOf, sourceLanguage, type Language } from '../../../contract/languages.ts';

export interface LanguageInputs {
  /** The visitor's own earlier choice, as remembered in this browser. */
  stored?: string | null;
  /** The installation's `defaultLanguage` in config.json, when the hospital set one. */
  configured?: Language;
  /** The browser's preferred languages, best first (`navigator.languages`). */
  browser?: readonly string[];
}

/**
 * The first language: the visitor's own choice when they made one; otherwise the one the
 * installation set; otherwise the browser's first preference the portal speaks; otherwise English.
 */
export function chooseLanguage({ stored, configured, browser = [] }: LanguageInputs): Language {
  if (isLanguage(stored)) return stored;
  if (configured) return configured;
  for (const tag of browser) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return sourceLanguage;
}
