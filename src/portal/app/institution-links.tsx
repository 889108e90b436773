/**
 * Provides Home (and any page) with the chosen institution's pages the user may open, and the
 * name of any page the user may open (the manual's links): both from the route table and the
 * caller (nav-items.ts).
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useCaller } from '../domain/access/caller.ts';
import { InstitutionLinksContext, PageNameContext, type InstitutionLink } from '../domain/navigation/institution-links.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { appMessages } from './messages/index.ts';
import { institutionPages, pageOpens } from './nav-items.ts';
import { resolveRoute } from './resolve-route.ts';
import type { ShellTitle } from './first-screen/title.ts';

export function InstitutionLinksProvider({ children }: { children: ReactNode }) {
  const t = useT(appMessages);
  const caller = useCaller();
  const pages = institutionPages(caller);
  const key = pages.map((page) => page.to).join(' ');
  const words = pages.map((page) => t(`nav.${page.label}`) + t(`institutionPages.${page.label}`)).join(' ');
  const links = useMemo<InstitutionLink[]>(
    () => pages.map((page) => ({ to: page.to, label: t(`nav.${page.label}`), hint: t(`institutionPages.${page.label}`) })),
    [key, words],
  );
  const pageName = useCallback(
    (path: string) => {
      // A page of the main layout is titled by a ShellTitle (routes.ts: main()).
      return pageOpens(path, caller) ? t(`nav.${resolveRoute(path).route.title as ShellTitle}`) : null;
    },
    [caller, t],
  );
  return (
    <InstitutionLinksContext.Provider value={links}>
      <PageNameContext.Provider value={pageName}>{children}</PageNameContext.Provider>
    </InstitutionLinksContext.Provider>
  );
}
