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
import { useFirstScreenTexts } from './first-screen/texts.ts';

export function InstitutionLinksProvider({ children }: { children: ReactNode }) {
  const t = useT(appMessages);
  const { titles } = useFirstScreenTexts();
  const caller = useCaller();
  const pages = institutionPages(caller);
  const key = pages.map((page) => page.to).join(' ');
  const words = pages.map((page) => titles[page.label] + t(`institutionPages.${page.label}`)).join(' ');
  const links = useMemo<InstitutionLink[]>(
    () => pages.map((page) => ({ to: page.to, label: titles[page.label], hint: t(`institutionPages.${page.label}`) })),
    [key, words],
  );
  const pageName = useCallback(
    (path: string) => {
      return pageOpens(path, caller) ? titles[resolveRoute(path).route.title] : null;
    },
    [caller, titles],
  );
  return (
    <InstitutionLinksContext.Provider value={links}>
      <PageNameContext.Provider value={pageName}>{children}</PageNameContext.Provider>
    </InstitutionLinksContext.Provider>
  );
}
