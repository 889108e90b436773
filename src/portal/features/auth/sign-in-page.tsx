/** Sign-in (spec §5): fails unless the message is exactly OK; the server's message is the error. */
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { navigate, useSearchParams } from '../../lib/router/history.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { authStore, messagesCleared } from './auth-slice.ts';
import { login } from './auth-api.ts';
import { landingAfterLogin } from './landing.ts';
import styles from './sign-in-page.module.css';
import { useTexts } from './use-texts.ts';
import { signInMessages } from './messages/sign-in.ts';
import { changeLanguage, languageStore } from '../../lib/i18n/language-store.ts';
import { type Language, languageNames, languages } from '../../lib/i18n/languages.ts';

// What a failed sign-in says (and about the throttle), loaded with the first sign-in attempt.
const loadRefusal = () => import('./sign-in-refusal.tsx');
const Refusal = lazy(loadRefusal);

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

export default function SignInPage() {
  const texts = useTexts(signInMessages);
  const loading = useStore(authStore, (s) => s.loading);
  const error = useStore(authStore, (s) => s.error);
  const refusal = useStore(authStore, (s) => s.refusal);
  const [waiting, setWaiting] = useState(false);
  const search = useSearchParams();
  const redirect = search.get('redirect');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => authStore.setState(messagesCleared), []);
  const empty = !email.trim() || !password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || waiting) return;
    void loadRefusal(); // fetched while the sign-in call runs, in case it is refused
    if (await login(email.trim(), password)) navigate(landingAfterLogin(redirect), { replace: true });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{texts.title}</h1>
      {/* Also why Sign in is disabled while a field is empty: the button names it as its description. */}
      <p className={styles.lead} id="sign-in-hint">
        {texts.lead}
      </p>
      {error && (
        <Suspense fallback={null}>
          <Refusal error={error} refusal={refusal} onWait={setWaiting} />
        </Suspense>
      )}
      <TextField
        label={texts.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoFocus
        required
      />
      <TextField
        label={texts.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {/* sign-in-wait: the countdown of sign-in-refusal.tsx while sign-in from this device is paused. */}
      <Button type="submit" busy={loading} disabled={empty || waiting} aria-describedby={waiting ? 'sign-in-wait' : empty ? 'sign-in-hint' : undefined}>
        {texts.submit}
      </Button>
      <div className={styles.links}>
        <Link to={paths.forgotPassword()}>{texts.forgotPassword}</Link>
        <Link to={paths.signUp()}>{texts.signUp}</Link>
      </div>
      <LanguagePicker label={texts.language} />
    </form>
  );
}
