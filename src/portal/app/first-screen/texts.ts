/**
 * The first screen's texts in the current language. They have no values or plural forms, so the
 * table is read directly instead of through useT: the sign-in page downloads no translator for
 * them. A language shows only once its tables are loaded (language-store.ts); a table that failed
 * to load reads as English.
 */
import { useEffect, useState } from 'react';
import { languageStore } from '../../lib/i18n/language-store.ts';
import type { Language } from '../../lib/i18n/languages.ts';
import type { Translation } from '../../lib/i18n/table.ts';
import { useStore } from '../../lib/store/use-store.ts';
import { en } from './messages/en.ts';
import { firstScreenMessages } from './messages/index.ts';
import { pageTitles } from './messages/titles.ts';
import type { Title } from './messages/en.ts';

export type FirstScreenTexts = Translation<typeof en>;
export type { Title } from './messages/en.ts';

export function useFirstScreenTexts(): FirstScreenTexts {
  const language = useStore(languageStore, (s) => s.language);
  return (firstScreenMessages.tableIn(language) as FirstScreenTexts | undefined) ?? en;
}

/**
 * Starts loading every page's title in `language` (the signed-in frame, which shows many, asks at
 * once). Once loaded in any language, a language change loads the titles before it shows.
 */
export function loadPageTitles(language: Language): Promise<unknown> {
  return pageTitles.load(language);
}

/**
 * Names pages in the current language. Titles other than the sign-in page's load on first use;
 * until they arrive (a few hundred bytes, fetched with the page that asks) the English one shows.
 */
export function usePageTitles(): (title: Title) => string {
  const language = useStore(languageStore, (s) => s.language);
  const [, redraw] = useState(0);
  const first = useFirstScreenTexts().titles as Partial<Record<Title, string>>;
  const table = pageTitles.tableIn(language) as Partial<Record<Title, string>> | undefined;
  let missing = false;
  useEffect(() => {
    if (missing) void loadPageTitles(language).then(() => redraw((n) => n + 1));
  });
  return (title) => first[title] ?? table?.[title] ?? ((missing = !table), title);
}

/** A page's title in the current language. */
export function usePageTitle(title: Title): string {
  return usePageTitles()(title);
}
