/**
 * The languages the product speaks: the portal, reports and printed paper, mails, the manual,
 * training and exam, FHIR display texts. Everything imports this one list; every table keyed by
 * language is typed `Record<Language, …>`, so a language added here is a type error wherever its
 * texts are missing, until they are written. The database keeps the same list in its `languages`
 * table (migration 160), which every translated row refers to.
 */

export const languages = ['en', 'es', 'pt'] as const;
export type Language = (typeof languages)[number];

/** The language every text is written in first; the others translate it. */
export const sourceLanguage = 'en' satisfies Language;

/** Each language's name in itself, as a language picker shows it whatever the interface language. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español', pt: 'Português' };

/** The locale used for dates, numbers and plural rules. */
export const localeOf: Record<Language, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-PT' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language a language tag asks for ("es-MX" asks for Spanish), if the product speaks it. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}
