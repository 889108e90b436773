/**
 * The second step of signing in (issue 34, OWASP ASVS 5.0 6.3.2): after a right password, a
 * passkey (offered first when the person has one), the 6-digit code from the authenticator app, or
 * one of the recovery codes. The pending step lives in
 * memory only (auth-slice.ts): a reload, or its 5 minutes running out, leads back to the password.
 * A right code begins the session as a password alone would (auth-api.ts), and the route's guard
 * then lands where sign-in lands.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { signInRefusalOf } from '../../../contract/sign-in-refusal.ts';
import { paths } from '../../domain/paths.ts';
import { formatDuration } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { navigate, useSearchParams } from '../../lib/router/history.ts';
import { Link } from '../../lib/router/link.tsx';
import { useStore } from '../../lib/store/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { endSession } from '../../lib/session/session-end.ts';
import { giveSecondFactor } from './second-step-api.ts';
import { authStore, type SecondFactorWay } from './auth-slice.ts';
import { secondStepMessages } from './messages/second-step.ts';
import styles from './auth-pages.module.css';

export default function SecondStepPage() {
  const t = useT(secondStepMessages);
  const locale = useLocale();
  const redirect = useSearchParams().get('redirect');
  const loading = useStore(authStore, (s) => s.loading);
  // The step this page was opened for; null after a reload, which leads back to the password.
  const [pending] = useState(() => authStore.getState().secondStep ?? null);
  const ways = pending?.ways ?? [];
  const [way, setWay] = useState<SecondFactorWay>(ways.find((w) => w !== 'recovery') ?? 'recovery');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<ReactNode>(null);
  const field = useRef<HTMLInputElement>(null);
  const switched = useRef(false);

  // After switching ways, the new field takes focus (on arrival, focus goes to the heading).
  useEffect(() => {
    if (switched.current) field.current?.focus();
  }, [way]);

  useEffect(() => {
    if (!pending) {
      navigate(paths.signIn({ redirect }), { replace: true });
      return;
    }
    // The pending token stops working after its time: it ends as a session that ran out, which the
    // sign-in form then says ("Your session has ended"). A step already given (a session
    // beginning) is no longer pending, and is left alone.
    const timer = setTimeout(() => {
      if (authStore.getState().secondStep !== pending) return;
      endSession('ended');
      navigate(paths.signIn({ redirect }), { replace: true });
    }, Math.max(0, pending.until - Date.now()));
    return () => clearTimeout(timer);
  }, [pending]);

  if (!pending) return null;

  const totp = way === 'totp';
  const passkey = way === 'passkey';
  const switchLabels = { passkey: t('usePasskey'), totp: t('useTotp'), recovery: t('useRecovery') } as const;

  const switchWay = (to: SecondFactorWay) => {
    switched.current = true;
    setWay(to);
    setCode('');
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const typed = totp ? code.replace(/\s/g, '') : code.trim();
    if (!typed && !passkey) {
      setProblem(t('empty'));
      return;
    }
    setProblem(null);
    const result = await giveSecondFactor(way, typed);
    if (!result || result.ok) return; // no step pending: the timer leads back; given: the guard lands
    if ('trouble' in result) setProblem(result.trouble === 'unsupported' ? t('passkeyUnsupported') : t('passkeyCancelled'));
    else if (result.status === 401) setProblem(passkey ? t('wrongPasskey') : totp ? t('wrongTotp') : t('wrongRecovery'));
    else if (result.status === 429) {
      const wait = signInRefusalOf(result.data).retry_after_seconds ?? 60;
      setProblem(t('paused', { wait: formatDuration(wait, locale) }));
    } else setProblem(<MessageText message={result.message} />);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{passkey ? t('leadPasskey') : totp ? t('leadTotp') : t('leadRecovery')}</p>
      {passkey ? (
        problem && <Alert variant="error">{problem}</Alert>
      ) : (
        <TextField
          // Another field for the other way: the browser's one-time-code help applies to the app's code only.
          key={way}
          label={totp ? t('totpLabel') : t('recoveryLabel')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete={totp ? 'one-time-code' : 'off'}
          inputMode={totp ? 'numeric' : 'text'}
          autoCapitalize={totp ? undefined : 'characters'}
          spellCheck={false}
          maxLength={32}
          error={problem}
          ref={field}
          required
        />
      )}
      <Button type="submit" busy={loading}>
        {passkey ? t('passkey') : t('submit')}
      </Button>
      <div className={styles.links}>
        {ways
          .filter((other) => other !== way)
          .map((other) => (
            <button key={other} type="button" className={styles.linkButton} onClick={() => switchWay(other)}>
              {switchLabels[other]}
            </button>
          ))}
        <Link to={paths.signIn({ redirect })}>{t('backToSignIn')}</Link>
      </div>
    </form>
  );
}
