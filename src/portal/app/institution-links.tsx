/** Provides Home (and any page) with the chosen institution's pages the user may open. */
import { useMemo, type ReactNode } from 'react';
import { useAccessFacts } from '../domain/access/use-access.ts';
import { InstitutionLinksContext, type InstitutionLink } from '../domain/navigation/institution-links.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { appMessages } from './messages/index.ts';
import { openInstitutionPages } from './nav-items.ts';

export function InstitutionLinksProvider({ children }: { children: ReactNode }) {
  const t = useT(appMessages);
  const facts = useAccessFacts();
  const pages = openInstitutionPages(facts);
  const key = pages.map((page) => page.to).join(' ');
  const words = pages.map((page) => t(`nav.${page.label}`) + t(`institutionPages.${page.label}`)).join(' ');
  const links = useMemo<InstitutionLink[]>(
    () => pages.map((page) => ({ to: page.to, label: t(`nav.${page.label}`), hint: t(`institutionPages.${page.label}`) })),
    [key, words],
  );
  return <InstitutionLinksContext.Provider value={links}>{children}</InstitutionLinksContext.Provider>;
}
