/**
 * The pages of the chosen institution that the user may open, as the frame words them. The frame
 * (app/) computes them from its navigation table and provides them here, so that Home can show
 * the same pages as the sidebar without a feature importing the frame.
 */
import { createContext, useContext } from 'react';

export interface InstitutionLink {
  /** Where the page is (a path of domain/paths.ts). */
  to: string;
  /** The page's name, in the reader's language. */
  label: string;
  /** One sentence on what the page is for, in the reader's language. */
  hint: string;
}

export const InstitutionLinksContext = createContext<readonly InstitutionLink[]>([]);

/** The institution's pages the user may open, in sidebar order. */
export function useInstitutionLinks(): readonly InstitutionLink[] {
  return useContext(InstitutionLinksContext);
}

/**
 * The name of the signed-in page at a path, in the reader's language, when the user may open it;
 * null when their roles do not open it. The frame provides it (app/institution-links.tsx).
 */
export type PageName = (path: string) => string | null;

export const PageNameContext = createContext<PageName>(() => null);

/** Names the pages the user may open, for links that say where they go (the user manual). */
export function usePageName(): PageName {
  return useContext(PageNameContext);
}
