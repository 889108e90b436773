/** Sign-in (spec §5): fails unless the message is exactly OK; the server's message is the error. */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { Link } from '../../lib/router/link.tsx';
import { navigate, useSearchParams } from '../../lib/router/history.ts';
import { paths } from '../../domain/paths.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { authStore, messagesCleared } from './auth-slice.ts';
import styles from './sign-in-page.module.css';
import { useT } from '../../lib/i18n/use-t.ts';
import { signInMessages } from './messages/sign-in.ts';
import { changeLanguage, languageStore } from '../../lib/i18n/language-store.ts';
import { type Language, languageNames, languages } from '../../lib/i18n/languages.ts';
import { offlineTexts } from '../../lib/i18n/offline-texts.ts';
import { Alert } from '../../ui/alert.tsx';
import { forgetSessionEnd, sessionEndedUnderPerson } from '../../lib/session/session-end.ts';
import { isLoggedIn, sessionStore } from '../../lib/session/session.ts';
import type { Message } from '../../lib/i18n/message.ts';
import { login } from './auth-api.ts';

// What a failed sign-in says (and about the throttle), loaded with the first sign-in attempt.
const loadRefusal = () => import('./sign-in-refusal.tsx');
type RefusalModule = Awaited<ReturnType<typeof loadRefusal>>;

/**
 * The interface language, for visitors who do not read the one the page opened in: each language
 * named in itself, whatever the page's language; the choice is shown at once and remembered.
 */
function LanguagePicker({ label }: { label: string }) {
  const language = useStore(languageStore, (s) => s.language);
  return (
    <label className={styles.language}>
      {label}
      <select value={language} onChange={(e) => void changeLanguage(e.target.value as Language)}>
        {languages.map((choice) => (
          <option key={choice} value={choice} lang={choice}>
            {languageNames[choice]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What cannot be downloaded while offline: the portal's own words, which need no download. */
function Unreachable() {
  const texts = offlineTexts[useStore(languageStore, (s) => s.language)];
  return (
    <Alert variant="error" title={texts.title}>
      <p>{texts.body}</p>
    </Alert>
  );
}

/**
 * The refusal's code for `error`: loaded for each new refusal until it arrives, so a sign-in
 * refused while offline says so (instead of breaking the page), and the next one, back online,
 * shows the server's reason.
 */
function useRefusal(error: Message | null): RefusalModule | 'failed' | null {
  const [module, setModule] = useState<RefusalModule | 'failed' | null>(null);
  const loaded = module !== null && module !== 'failed';
  useEffect(() => {
    if (!error || loaded) return;
    let live = true;
    loadRefusal().then(
      (refusal) => live && setModule(refusal),
      () => live && setModule('failed'),
    );
    return () => {
      live = false;
    };
  }, [error, loaded]);
  return module;
}

export default function SignInPage() {
  const t = useT(signInMessages);
  const loading = useStore(authStore, (s) => s.loading);
  const error = useStore(authStore, (s) => s.error);
  const refusal = useStore(authStore, (s) => s.refusal);
  const [waiting, setWaiting] = useState(false);
  const refusalCode = useRefusal(error);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const redirect = useSearchParams().get('redirect');

  useEffect(() => authStore.setState(messagesCleared), []);
  // Shown here because the session ended under the person (its time ran out, or the server
  // refused it), or a stored session had already run out when the portal opened: say so.
  const [ended] = useState(() => sessionEndedUnderPerson() || (Boolean(sessionStore.getState().token) && !isLoggedIn()));
  const empty = !email.trim() || !password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || waiting) return;
    forgetSessionEnd();
    loadRefusal().catch(() => {}); // fetched while the sign-in call runs, in case it is refused
    // A successful login moves on through the sign-in route's guard (app/resolve-route.ts), in one
    // navigation; navigating here too raced it through / and /institutions.
    await login(email.trim(), password);
    // A second factor is asked (issue 34): no session yet, the code comes on a page of its own.
    if (authStore.getState().secondStep) navigate(paths.secondStep({ redirect }));
  };
  // Offline, a refusal's explanation cannot be downloaded.
  const notice =
    error && refusalCode === 'failed' ? (
      <Unreachable />
    ) : error && refusalCode && refusalCode !== 'failed' ? (
      <refusalCode.default error={error} refusal={refusal} onWait={setWaiting} />
    ) : ended && !loading ? (
      <Alert variant="info" title={t('endedTitle')}>
        <p>{t('endedText')}</p>
      </Alert>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('title')}</h1>
      {/* Also why Sign in is disabled while a field is empty: the button names it as its description. */}
      <p className={styles.lead} id="sign-in-hint">
        {t('lead')}
      </p>
      {notice}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoFocus
        required
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {/* sign-in-wait: the countdown of sign-in-refusal.tsx while sign-in from this device is paused. */}
      <Button type="submit" busy={loading} disabled={empty || waiting} aria-describedby={waiting ? 'sign-in-wait' : empty ? 'sign-in-hint' : undefined}>
        {t('submit')}
      </Button>
      {/* A passkey alone (issue 34): its code loads when pressed; a refusal is said as a password's is. */}
      <Button variant="secondary" onClick={() => void loadRefusal().then((m) => m.signInWithPasskey(), () => {})}>
        {t('passkey')}
      </Button>
      <div className={styles.links}>
        <Link to={paths.forgotPassword()}>{t('forgotPassword')}</Link>
        <Link to={paths.signUp()}>{t('signUp')}</Link>
      </div>
      <LanguagePicker label={t('language')} />
    </form>
  );
}
