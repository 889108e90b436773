/**
 * Words hidden from sight on a phone only: visually-hidden.tsx's class while the window is
 * phone-sized. A module of its own, so the signed-out pages, which hide nothing by size, do not
 * carry the media query.
 */
import { useMediaQuery } from './use-media-query.ts';
import { visuallyHidden } from './visually-hidden.tsx';

/** The hiding class while the window is phone-sized (below 600 px), where a top bar has no room. */
export function useHiddenOnPhone(): string | undefined {
  return useMediaQuery('(max-width: 599px)') ? visuallyHidden : undefined;
}
