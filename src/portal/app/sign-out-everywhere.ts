/**
 * Signing out in one tab signs out all of them (lib/session/sign-out-broadcast.ts carries it).
 * The tab that hears it revokes its own token too (its own sign-in gave it one), lands on the
 * sign-in page and says why.
 */
import { useEffect } from 'react';
import { logout } from '../features/auth/sign-out.ts';
import { notifySuccess } from '../lib/notifications/notifications-slice.ts';
import { navigate } from '../lib/router/history.ts';
import { announceSignOut, onSignOutElsewhere } from '../lib/session/sign-out-broadcast.ts';
import { paths } from '../domain/paths.ts';
import { currentLanguage } from '../lib/i18n/language-store.ts';
import { translator } from '../lib/i18n/translate.ts';
import { appMessages } from './messages/index.ts';

/** The person chose Logout here: sign out, and tell the other tabs. */
export function signOutEverywhere(): void {
  void logout();
  announceSignOut();
  navigate(paths.signIn(), { replace: true });
}

/** Signs this tab out when another tab signs out (mounted while signed in). */
export function useSignOutElsewhere(): void {
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        void logout({ quiet: true });
        navigate(paths.signIn(), { replace: true });
        notifySuccess(translator(appMessages, currentLanguage())('signedOutElsewhere'));
      }),
    [],
  );
}
