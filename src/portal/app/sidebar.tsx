/** The sidebar navigation: 20vw on desktop, a temporary 40vw drawer below md (spec §2). */
import { useLocation } from '../lib/router/history.ts';
import { Link } from '../lib/router/link.tsx';
import { useCaller } from '../domain/access/caller.ts';
import { sidebarItems, type NavItem } from './nav-items.ts';
import { usePageTitle } from './first-screen/texts.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { appMessages } from './messages/index.ts';
import styles from './sidebar.module.css';

function NavLink({ item, current, area, onNavigate }: { item: NavItem; current: string; area: string | undefined; onNavigate: () => void }) {
  const label = usePageTitle(item.label);
  const active = current === item.to || item.label === area;
  return (
    <Link
      to={item.to}
      className={active ? `${styles.link} ${styles.active}` : styles.link}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {label}
    </Link>
  );
}

/**
 * The sidebar's navigation list; `area` is the institution page the current route belongs to
 * (app/routes.ts), shown as current; `onNavigate` closes the mobile drawer.
 */
export function SidebarNav({ area, onNavigate }: { area: string | undefined; onNavigate: () => void }) {
  const caller = useCaller();
  const { path } = useLocation();
  const t = useT(appMessages);
  return (
    <nav aria-label={t('frame.mainNavigation')} className={styles.nav}>
      <ul className={styles.list}>
        {sidebarItems(caller).map((item) => (
          <li key={item.to}>
            <NavLink item={item} current={path} area={area} onNavigate={onNavigate} />
            {item.children && item.children.length > 0 && (
              <ul className={styles.children}>
                {item.children.map((child) => (
                  <li key={child.to}>
                    <NavLink item={child} current={path} area={area} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
