/**
 * Provides Home (and any page) with the chosen institution's pages the user may open, and the
 * name of any page the user may open (the manual's links): both from the route table and the
 * caller (nav-items.ts).
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { readsReports, useCaller } from '../domain/access/caller.ts';
import { InstitutionLinksContext, PageNameContext, type InstitutionLink } from '../domain/navigation/institution-links.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { appMessages } from './messages/index.ts';
import { institutionPages, pageOpens } from './nav-items.ts';
import { resolveRoute } from './resolve-route.ts';
import { usePageTitles } from './first-screen/texts.ts';

export function InstitutionLinksProvider({ children }: { children: ReactNode }) {
  const t = useT(appMessages);
  const title = usePageTitles();
  const caller = useCaller();
  const pages = institutionPages(caller);
  // Someone who reads no reports (a records clerk) is promised none: their cards say what they can do.
  const withReports = readsReports(caller);
  const hint = (label: (typeof pages)[number]['label']) =>
    !withReports && (label === 'Subjects' || label === 'Medical Records') ? t(`institutionPagesWithoutReports.${label}`) : t(`institutionPages.${label}`);
  const key = pages.map((page) => page.to).join(' ');
  const words = pages.map((page) => title(page.label) + hint(page.label)).join(' ');
  const links = useMemo<InstitutionLink[]>(
    () => pages.map((page) => ({ to: page.to, label: title(page.label), hint: hint(page.label) })),
    [key, words],
  );
  const pageName = useCallback(
    (path: string) => {
      return pageOpens(path, caller) ? title(resolveRoute(path).route.title) : null;
    },
    [caller, words],
  );
  return (
    <InstitutionLinksContext.Provider value={links}>
      <PageNameContext.Provider value={pageName}>{children}</PageNameContext.Provider>
    </InstitutionLinksContext.Provider>
  );
}
