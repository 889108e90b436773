/** The user menu (spec §2): names, account pages, Support dialog and Logout. */
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '../lib/store/use-store.ts';
import { sessionStore } from '../lib/session/session.ts';
import { useCaller } from '../domain/access/caller.ts';
import { navigate } from '../lib/router/history.ts';
import { userMenuItems, type UserMenuItem } from './nav-items.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { useT, useLanguage } from '../lib/i18n/use-t.ts';
import { usePageTitles } from './first-screen/texts.ts';
import { changeLanguage } from '../lib/i18n/language-store.ts';
import { chooseTheme, themeStore } from '../lib/theme/theme-store.ts';
import { themeNames } from '../lib/theme/theme-name.ts';
import { api } from '../lib/http/api.ts';
import { userEndpoints } from '../../contract/endpoints/users.ts';
import { message } from '../lib/i18n/message.ts';
import { languageNames, languages } from '../lib/i18n/languages.ts';
import { appMessages } from './messages/index.ts';
import styles from './user-menu.module.css';
import { useHiddenOnPhone } from '../ui/hidden-on-phone.ts';
import { cx } from '../ui/cx.ts';

// The Support dialog loads the first time it is asked for, so the signed-in frame does not carry a
// form most visits never open; once loaded it stays mounted, so closing it returns focus as usual.
const SupportDialog = lazy(() => import('../features/support/support-dialog.tsx').then((m) => ({ default: m.SupportDialog })));

/**
 * A theme picked here shows at once and is kept with the account as well, so the person finds it
 * on another computer and a shared one shows each person theirs; if keeping it fails, the central
 * notice says so (the server's reason, or that it holds in this browser only).
 */
function pickTheme(index: number): void {
  chooseTheme(index);
  void api.call(userEndpoints.setOwnTheme, { body: { theme: themeNames[index] ?? themeNames[0] }, fallback: message(appMessages, 'frame.themeNotKept') });
}

export function UserMenu() {
  const t = useT(appMessages);
  const title = usePageTitles();
  const language = useLanguage();
  const theme = useStore(themeStore, (s) => s.currentTheme);
  const firstName = useStore(sessionStore, (s) => s.user_first_name ?? '');
  const lastName = useStore(sessionStore, (s) => s.user_last_name ?? '');
  const username = useStore(sessionStore, (s) => s.username ?? '');
  // A phone's top bar shows the avatar only; the names stay for screen readers.
  const hiddenOnPhone = useHiddenOnPhone();
  const hasToken = useStore(sessionStore, (s) => Boolean(s.token));
  const caller = useCaller();
  const [open, setOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const [supportAsked, setSupportAsked] = useState(false);
  if (supportOpen && !supportAsked) setSupportAsked(true);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  // Which item takes focus when the menu opens: the last after ArrowUp, else the first.
  const focusLast = useRef(false);
  const items = userMenuItems(caller, hasToken);

  useEffect(() => {
    if (!open) return;
    const enabled = menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [];
    enabled[focusLast.current ? enabled.length - 1 : 0]?.focus();
    focusLast.current = false;
    const onPointer = (event: PointerEvent) => {
      const root = menu.current?.parentElement;
      if (root && !root.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const choose = (item: UserMenuItem) => {
    close(item.action.kind === 'support');
    if (item.action.kind === 'navigate') navigate(item.action.to);
    else if (item.action.kind === 'support') setSupportOpen(true);
    else {
      // spec §2: the session is cleared before the call; the user lands on sign-in either way.
      signOutEverywhere();
    }
  };

  // The menu button pattern: ArrowDown opens the menu on its first item, ArrowUp on its last; Enter
  // and Space click the button, which opens it on its first item too.
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusLast.current = event.key === 'ArrowUp';
    setOpen(true);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? buttons[0] : buttons[buttons.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const renderItem = (item: UserMenuItem) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                className={item.action.kind === 'logout' ? `${styles.item} ${styles.logout}` : styles.item}
                disabled={item.disabled}
                onClick={() => choose(item)}
              >
                {item.label === 'Support' || item.label === 'Logout' ? t(`nav.${item.label}`) : title(item.label)}
              </button>
            </li>
  );

  const radioGroup = (label: string, choices: { key: string; label: string; lang?: string; checked: boolean; pick: () => void }[]) => (
    <li role="none">
      <ul role="group" aria-label={label} className={styles.group}>
        {choices.map((choice) => (
          <li key={choice.key} role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={choice.checked}
              lang={choice.lang}
              className={styles.item}
              onClick={() => {
                close(true);
                choice.pick();
              }}
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );

  const fullName = `${firstName} ${lastName}`.trim();
  return (
    <div className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        // Only while the menu is in the page: an id that names nothing is an error (axe).
        aria-controls={open ? 'user-menu' : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKey}
      >
        <span className={styles.avatar} aria-hidden="true">
          {(firstName[0] ?? username[0] ?? '?').toUpperCase()}
        </span>
        <span className={cx(styles.names, hiddenOnPhone)}>
          <span className={styles.fullName}>{fullName || username}</span>{' '}
          <span className={styles.username}>{username}</span>
        </span>
      </button>
      {open && (
        <ul id="user-menu" ref={menu} role="menu" aria-label={t('frame.userMenu')} className={styles.menu} onKeyDown={onMenuKey}>
          {items.filter((item) => item.action.kind !== 'logout').map(renderItem)}
          {/* The interface language, each named in itself, and the theme: radio groups of the menu. */}
          <li role="separator" className={styles.separator} />
          {radioGroup(t('frame.language'), languages.map((choice) => ({
            key: choice,
            label: languageNames[choice],
            lang: choice,
            checked: choice === language,
            pick: () => void changeLanguage(choice),
          })))}
          <li role="separator" className={styles.separator} />
          {radioGroup(t('frame.theme'), themeNames.map((name, index) => ({
            key: name,
            label: t(`frame.themes.${name}`),
            checked: index === theme,
            pick: () => pickTheme(index),
          })))}
          {items.filter((item) => item.action.kind === 'logout').map(renderItem)}
        </ul>
      )}
      {supportAsked && (
        <Suspense fallback={null}>
          <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
