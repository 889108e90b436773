/** The signed-in layout (spec §2): top bar with the user menu, sidebar, and the page. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { Link } from '../../lib/router/link.tsx';
import { useLocation } from '../../lib/router/history.ts';
import { paths } from '../../domain/paths.ts';
import { SidebarNav } from '../sidebar.tsx';
import { UserMenu } from '../user-menu.tsx';
import { useSignOutElsewhere } from '../sign-out-everywhere.ts';
import { SessionWarning } from '../session-warning.tsx';
import { RecoveryCodeNotice } from '../../features/auth/recovery-notice.tsx';
import { CurrentInstitution } from '../current-institution.tsx';
import { InstitutionLinksProvider } from '../institution-links.tsx';
import { resolveRoute } from '../resolve-route.ts';
import { refusedByShell } from '../route-access.ts';
import { forbiddenPage } from '../routes.ts';
import { PageLoader } from '../page-loader.tsx';
import { useCaller } from '../../domain/access/caller.ts';
import { usePageTitle } from '../first-screen/texts.ts';
import { SupportHost } from '../support-host.tsx';
import { tabbableIn } from '../../ui/focus.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { appMessages } from '../messages/index.ts';
import '../../ui/theme-signed-in.css';
import '../../ui/tables.css';
import styles from './main-layout.module.css';
import { useHiddenOnPhone } from '../../ui/hidden-on-phone.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { useStickyHeight } from '../../ui/sticky-height.ts';

export function MainLayout({ children }: { children: ReactNode }) {
  useSignOutElsewhere();
  const t = useT(appMessages);
  const { path, search } = useLocation();
  const { route } = resolveRoute(path + search);
  const area = route.area;
  // A page the caller's roles do not open, which does not explain that itself, is the forbidden panel.
  const forbidden = refusedByShell(route, useCaller());
  const title = usePageTitle(route.title);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A phone's top bar has no room for the product's name; screen readers still read it.
  const hiddenOnPhone = useHiddenOnPhone();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  // The top bar's height, under which a subject banner sticks (ui/sticky-height.ts).
  const topBar = useRef<HTMLElement>(null);
  useStickyHeight(topBar, 'top-bar-height');

  // The drawer exists only below md (960 px); widening the window (a rotated tablet) closes it.
  const desktop = useMediaQuery('(min-width: 960px)');
  if (drawerOpen && desktop) setDrawerOpen(false);

  useEffect(() => {
    if (!drawerOpen) return;
    drawer.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeDrawer();
      } else if (event.key === 'Tab' && drawer.current) {
        // The drawer is aria-modal: Tab and Shift+Tab wrap inside it (quality bar: dialogs trap focus).
        const items = tabbableIn(drawer.current);
        const active = document.activeElement as HTMLElement | null;
        const inside = !!active && items.includes(active);
        const target = event.shiftKey
          ? (!inside || active === items[0] ? items[items.length - 1] : null)
          : (!inside || active === items[items.length - 1] ? items[0] : null);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  // Closing by the close button, the backdrop or Escape gives focus back to the menu button.
  const closeDrawer = () => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className={styles.shell}>
      {/* Moves focus without a history entry: Back after it should leave the page, not the hash. */}
      <a
        className={styles.skip}
        href="#main-content"
        onClick={(event) => {
          const main = document.getElementById('main-content');
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView();
        }}
      >
        {t('frame.skipLink')}
      </a>
      <header ref={topBar} className={styles.topbar} data-print-hide="">
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-label={t('frame.openNavigation')}
          aria-expanded={drawerOpen}
          // Only while the drawer is in the page: an id that names nothing is an error (axe).
          aria-controls={drawerOpen ? 'navigation-drawer' : undefined}
          onClick={() => setDrawerOpen(true)}
        >
          <span className={styles.burger} aria-hidden="true" />
        </button>
        <Link to={paths.home()} className={styles.brand}>
          <img src="/portal/logo.svg" alt="" width={32} height={32} />
          <span className={hiddenOnPhone}>{runtimeConfig().productName}</span>
        </Link>
        <CurrentInstitution />
        <UserMenu />
      </header>
      <aside className={styles.sidebar} data-print-hide="">
        <SidebarNav area={area} onNavigate={() => {}} />
      </aside>
      {drawerOpen && (
        <div className={styles.drawerLayer} data-print-hide="">
          {/* For the pointer only: keyboards have Escape and the close button inside the drawer. */}
          <div className={styles.backdrop} aria-hidden="true" onClick={closeDrawer} />
          <div id="navigation-drawer" ref={drawer} className={styles.drawer} role="dialog" aria-modal="true" aria-label={t('frame.navigation')}>
            <div className={styles.drawerTop}>
              <button type="button" className={styles.drawerClose} aria-label={t('frame.closeNavigation')} onClick={closeDrawer}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <SidebarNav area={area} onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      )}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <SessionWarning />
        <RecoveryCodeNotice />
        <InstitutionLinksProvider>{forbidden ? <PageLoader load={forbiddenPage} params={{}} title={title} /> : children}</InstitutionLinksProvider>
      </main>
      <SupportHost />
    </div>
  );
}
