/**
 * The English texts any page may show, the sign-in page among them: the sign-in page's title, the
 * UI kit's own words and the page error panel. The signed-in frame's own texts are in
 * app/messages. messages/es.ts and pt.ts translate them key for key. Every page's title (spec §2;
 * the route table names each page by one, and the sidebar and the user menu use them as labels)
 * is listed in titles-en.ts, loaded with its translations by the first page that shows another
 * title (titles.ts), so the sign-in page does not download thirty titles it never shows.
 */
import { englishUiTexts } from '../../../ui/ui-texts.tsx';

/** A page's title in English: what app/routes.ts names each page by (titles-en.ts lists them). */
export type { Title } from './titles-en.ts';

export const en = {
  titles: { 'Sign in': 'Sign in' },
  // The UI kit's English words, written once: ui/ui-texts.tsx.
  ui: englishUiTexts,
  pageFailed: {
    title: 'Something went wrong on this page',
    body: 'The page could not be shown. You can try again, or go back to the home page.',
    home: 'Go to the home page',
  },
} as const;
