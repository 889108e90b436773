/**
 * What a failed sign-in says: the reason, and for a refusal (contract/sign-in-refusal.ts) from the third
 * wrong attempt how many are left before this device must wait, and during a lock how long to
 * wait, counting down beside the disabled Sign in button. Loaded only once a sign-in is refused,
 * so none of it weighs on the sign-in page's first load.
 */
import { useEffect, useState } from 'react';
import { signInRefusalOf } from '../../../contract/sign-in-refusal.ts';
import type { ApiFailure } from '../../lib/http/resolve.ts';
import { Alert } from '../../ui/alert.tsx';
import styles from './auth-pages.module.css';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import type { Message } from '../../lib/i18n/message.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { formatDuration } from '../../lib/i18n/dates.ts';
import { refusalMessages } from './messages/refusal.ts';

/** The countdown beside the disabled Sign in button: "4:05", the same in every language. */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The id of the countdown, which the disabled Sign in button names as its description. */
export const waitId = 'sign-in-wait';

export interface SignInRefusalProps {
  /** What the failed sign-in says (the server's reason, or the portal's own fallback). */
  error: Message;
  /** The refused sign-in's answer, when the server answered. */
  refusal?: Pick<ApiFailure, 'status' | 'message' | 'data'> | undefined;
  /** Called with true while sign-in must wait, and with false once the wait is over. */
  onWait: (waiting: boolean) => void;
}

export default function SignInRefusal({ error, refusal, onWait }: SignInRefusalProps) {
  const t = useT(refusalMessages);
  const locale = useLocale();
  const figures = signInRefusalOf(refusal?.data);
  const wait = refusal?.status === 429 ? figures.retry_after_seconds : undefined;
  const [remaining, setRemaining] = useState(wait ?? 0);

  // Each refusal starts its own wait (a second pause after the first has its own length).
  useEffect(() => {
    if (wait === undefined) return;
    const until = Date.now() + wait * 1000;
    const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
    setRemaining(left());
    onWait(left() > 0);
    const timer = setInterval(() => {
      const seconds = left();
      setRemaining(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        onWait(false);
      }
    }, 1000);
    return () => {
      clearInterval(timer);
      onWait(false);
    };
  }, [refusal]);

  const attempts = refusal?.status === 401 ? figures.attempts_left : undefined;
  return (
    <>
      {attempts === undefined ? (
        <Alert variant="error">{wait === undefined ? <MessageText message={error} /> : t('paused', { wait: formatDuration(wait, locale) })}</Alert>
      ) : (
        <Alert variant="error" title={<MessageText message={error} />}>
          {t('attemptsLeft', { count: attempts })}
        </Alert>
      )}
      {wait !== undefined ? (
        <p id={waitId} className={styles.lead}>
          {remaining > 0 ? t('countdown', { time: clockText(remaining) }) : t('waitOver')}
        </p>
      ) : null}
    </>
  );
}

/**
 * Signing in with a passkey alone (issue 34), for the sign-in page's passkey button: reached through
 * this module, which the page loads lazily already, so the page carries no loader of its own.
 */
export const signInWithPasskey = () => import('./passkey-sign-in.ts').then((m) => m.signInWithPasskey());
