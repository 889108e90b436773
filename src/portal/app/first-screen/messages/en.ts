/**
 * The English texts the first screen may show, whatever the page: every page's title (spec §2),
 * the UI kit's own words and the page error panel. They travel with the sign-in page, so they stay
 * few; the signed-in frame's texts are in app/messages. messages/es.ts translates them key for key.
 */
import { englishUiTexts } from '../../../ui/ui-texts.tsx';
import { routes } from '../../routes.ts';
import type { Title } from '../title.ts';


export const en = {
  // Keyed by the English title the route table names: the English table is made from the route
  // table, so the sign-in page does not download every title twice; es.ts translates them all.
  titles: Object.fromEntries(routes.map((route) => [route.title, route.title])) as { readonly [T in Title]: T },
  // The UI kit's English words, written once: ui/ui-texts.tsx.
  ui: englishUiTexts,
  pageFailed: {
    title: 'Something went wrong on this page',
    body: 'The page could not be shown. You can try again, or go back to the home page.',
    home: 'Go to the home page',
  },
} as const;
