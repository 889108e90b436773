/**
 * Publishes the signed-in pages' titles, translated in the shell's table (app/messages, `nav`), to
 * the first screen (first-screen/shell-titles.ts), so the document title and the page's title
 * speak the reader's language once the shell is there: now, and after every language change, as
 * soon as that language's table is in (a change loads it before it shows; the shell may also load
 * while one is under way).
 */
import { currentLanguage, languageStore } from '../../lib/i18n/language-store.ts';
import type { Language } from '../../lib/i18n/languages.ts';
import { shellTitlesStore, type ShellTitles } from '../first-screen/shell-titles.ts';
import type { en } from '../messages/en.ts';
import { appMessages } from '../messages/index.ts';

// Every signed-in page's title has its entry in the table: a title missing there is a type error.
const everyTitle = (table: typeof en): ShellTitles => table.nav;

const publish = (language: Language) =>
  void appMessages.load(language).then((table) => {
    if (language === currentLanguage()) shellTitlesStore.setState({ titles: everyTitle(table as typeof en) });
  });

publish(currentLanguage());
languageStore.subscribe(({ language }) => publish(language));
