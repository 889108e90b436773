/**
 * The languages the portal speaks, and which one a visitor starts in. Adding a language is a new
 * entry here plus its tables; every table of the new language is then a type error until it is
 * complete.
 */

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** The language every table is written in first; the others are loaded when chosen. */
export const sourceLanguage = 'en' satisfies Language;

/** Each language's name in itself, as a language picker shows it whatever the interface language. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

/** The locale used for dates, numbers and plural rules. */
export const localeOf: Record<Language, string> = { en: 'en-GB', es: 'es-ES' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The portal language a browser language tag asks for ("es-MX" asks for Spanish), if any. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

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
