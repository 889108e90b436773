/** The portal: resolves the route, applies its access rule, and renders it in its layout. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, navigate } from '../lib/router/history.ts';
import { useStore } from '../lib/store/use-store.ts';
import { isLoggedIn, sessionStore } from '../lib/session/session.ts';
import { runtimeConfig } from '../lib/config/runtime.ts';
import { decideAccess, resolveRoute } from './resolve-route.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { PageLoader } from './page-loader.tsx';
import { NotificationHost } from './notification-host.tsx';
import { AuthLayout, WideLayout } from './layouts/centered-layout.tsx';
import { ChunkFailed, useLazyModule } from './lazy-module.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { lazyLoadDelayMs } from '../../contract/constants.ts';
import { withStyles } from './late-styles.ts';
import { authStore } from '../features/auth/auth-slice.ts';
import { useSessionExpiry } from './session-watch.ts';
import { UiTextsProvider } from '../ui/ui-texts.tsx';
import { loadPageTitles, useFirstScreenTexts, usePageTitle } from './first-screen/texts.ts';
import { currentLanguage } from '../lib/i18n/language-store.ts';
import { focusPage } from './focus-page.ts';

// Imported here, not by the route table: esbuild gives every file that can reach a module that
// module's CSS, and the pages reach the table (build/late-styles.mjs splits the stylesheets).
// The pages' titles, which the frame's navigation and headings show, are fetched beside it and
// waited for, so a signed-in page never shows an English title first (a failed fetch reads English).
const loadShell = withStyles('main-layout', () =>
  Promise.all([import('./layouts/main-layout.tsx'), loadPageTitles(currentLanguage())]).then(([shell]) => shell),
);

/** Starts loading the signed-in layout ahead of need; a failure (offline) is left to the load
 * that needs it, which retries and says so. */
export function prefetchShell(): void {
  loadShell().catch(() => {});
}

/** The signed-in layout once it has loaded; signed-out visitors never fetch it. */
function MainLayout({ children }: { children: ReactNode }) {
  const state = useLazyModule(loadShell);
  if (state.status === 'ready') return <state.module.MainLayout>{children}</state.module.MainLayout>;
  if (state.status === 'failed') return <ChunkFailed onRetry={state.retry} />;
  return <Spinner delayMs={lazyLoadDelayMs} />;
}

const layouts = { main: MainLayout, auth: AuthLayout, wide: WideLayout } as const;

/** Re-evaluates sign-in when the session's token or expiry changes. */
function useLoggedIn(): boolean {
  const token = useStore(sessionStore, (s) => s.token);
  const expires = useStore(sessionStore, (s) => s.expiration_date);
  return isLoggedIn(Date.now(), { token, expiration_date: expires });
}

/**
 * Keeps the document title (page · product) in the current language, and moves focus to the page
 * on in-app navigation: a new path, or a new query that was pushed or reached by Back/Forward
 * (another subject, the audit trail, a comparison); not a query the page replaced (a search being
 * typed) or a push by a control that keeps focus (sorting, paging). A language change only retitles.
 */
function usePageAnnouncement(title: string, path: string, navigation: number): void {
  const first = useRef(true);
  useEffect(() => {
    document.title = `${title} · ${runtimeConfig().productName}`;
  }, [title]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusPage();
  }, [path, navigation]);
}

export function App() {
  const { path, search, key } = useLocation();
  const loggedIn = useLoggedIn();
  useSessionExpiry();
  const institutionChosen = !!useStore(sessionStore, (s) => s.selected_institution_id);
  const { route, params } = resolveRoute(path + search);
  // While a login is finishing (token stored, institutions loading) the sign-in page stays put;
  // the login itself then navigates to where it lands (spec §2).
  const loggingIn = useStore(authStore, (s) => s.loading);
  const decision = decideAccess(route, path, search, { loggedIn: loggedIn && !(loggingIn && route.access === 'signed-out'), institutionChosen });
  const texts = useFirstScreenTexts();
  const title = usePageTitle(route.title);
  usePageAnnouncement(title, path, key);

  // A sign-in under way fetches the signed-in layout meanwhile.
  useEffect(() => {
    if (loggingIn) prefetchShell();
  }, [loggingIn]);

  useEffect(() => {
    if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
  }, [decision.kind, decision.kind === 'redirect' ? decision.to : '']);

  const Layout = layouts[route.layout];
  return (
    <UiTextsProvider value={texts.ui}>
      {decision.kind !== 'redirect' && (
        <Layout>
          {/* A new page mounts afresh: another path, or another view of the same path. */}
          <ErrorBoundary key={`${path}?${route.view ?? ''}`}>
            <PageLoader load={route.load} params={params} title={title} />
          </ErrorBoundary>
        </Layout>
      )}
      <NotificationHost />
    </UiTextsProvider>
  );
}
