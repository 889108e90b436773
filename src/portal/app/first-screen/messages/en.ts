/**
 * The English texts the first screen may show, whatever the page: the signed-out pages' titles
 * (spec §2; the signed-in pages' are in app/messages), the UI kit's own words and the page error
 * panel. They travel with the sign-in page, so they stay
 * few; the signed-in frame's texts are in app/messages. messages/es.ts translates them key for key.
 */
import { englishUiTexts } from '../../../ui/ui-texts.tsx';
import { routes } from '../../routes.ts';
import type { FirstScreenTitle } from '../title.ts';

export const en = {
  // Keyed by the English title the route table names: the English table is made from the route
  // table, so the sign-in page does not download every title twice; es.ts translates them. The
  // signed-in pages' titles are the shell's (app/messages, first-screen/shell-titles.ts).
  titles: Object.fromEntries(
    routes.filter((route) => route.layout !== 'main').map((route) => [route.title, route.title]),
  ) as { readonly [T in FirstScreenTitle]: T },
  // The UI kit's English words, written once: ui/ui-texts.tsx.
  ui: englishUiTexts,
  pageFailed: {
    title: 'Something went wrong on this page',
    body: 'The page could not be shown. You can try again, or go back to the home page.',
    home: 'Go to the home page',
  },
} as const;
