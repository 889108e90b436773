/**
 * Provides Home (and any page) with the chosen institution's pages the user may open, and the
 * name of any page the user may open (the manual's links).
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useAccessFacts } from '../domain/access/use-access.ts';
import { trainingEndpoints } from '../../contract/endpoints/training.ts';
import { mayOffer, useCaller } from '../domain/access/caller.ts';
import { InstitutionLinksContext, PageNameContext, type InstitutionLink } from '../domain/navigation/institution-links.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { appMessages } from './messages/index.ts';
import { openInstitutionPages, pageOpens, type InstitutionPageLabel } from './nav-items.ts';
import { paths } from '../domain/paths.ts';
import { resolveRoute } from './resolve-route.ts';
import type { ShellTitle } from './first-screen/title.ts';

export function InstitutionLinksProvider({ children }: { children: ReactNode }) {
  const t = useT(appMessages);
  const facts = useAccessFacts();
  const trainingAllowed = mayOffer(trainingEndpoints.listTrainingVideos, useCaller());
  // Home offers Training too, for an evaluator who may open it (the sidebar lists it apart).
  const pages: { label: InstitutionPageLabel; to: string }[] = [
    ...openInstitutionPages(facts),
    ...(trainingAllowed && facts.institutionChosen ? [{ label: 'Training' as const, to: paths.training() }] : []),
  ];
  const key = pages.map((page) => page.to).join(' ');
  const words = pages.map((page) => t(`nav.${page.label}`) + t(`institutionPages.${page.label}`)).join(' ');
  const links = useMemo<InstitutionLink[]>(
    () => pages.map((page) => ({ to: page.to, label: t(`nav.${page.label}`), hint: t(`institutionPages.${page.label}`) })),
    [key, words],
  );
  const pageName = useCallback(
    (path: string) => {
      // A page of the main layout is titled by a ShellTitle (routes.ts: main()).
      const { route } = resolveRoute(path);
      return route.layout === 'main' && pageOpens(path, facts, trainingAllowed, route.area) ? t(`nav.${route.title as ShellTitle}`) : null;
    },
    [facts, trainingAllowed, t],
  );
  return (
    <InstitutionLinksContext.Provider value={links}>
      <PageNameContext.Provider value={pageName}>{children}</PageNameContext.Provider>
    </InstitutionLinksContext.Provider>
  );
}
