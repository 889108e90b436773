/**
 * Every page's title in every language, one set of messages loaded on first use (the sign-in
 * page's own title is in the first screen's table, index.ts, so it loads nothing more): the first
 * page that shows another title, or the signed-in frame starting, fetches the reader's language.
 */
import { defineLazyMessages } from '../../../lib/i18n/messages.ts';
import type { englishTitles } from './titles-en.ts';

export const pageTitles = defineLazyMessages<typeof englishTitles>({
  en: () => import('./titles-en.ts'),
  es: () => import('./titles-es.ts'),
  pt: () => import('./titles-pt.ts'),
});
