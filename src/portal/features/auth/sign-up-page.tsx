/** Create an account (auth/register). The server checks the fields and says what is wrong. */
import { useState, type FormEvent } from 'react';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { succeeded } from '../../domain/messages/catalogue.ts';
import { Alert } from '../../ui/alert.tsx';
import { FormErrorSummary } from '../../ui/form-error-summary.tsx';
import { useFormErrors } from '../../lib/forms/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { logout, register } from './auth-api.ts';
import { useStore } from '../../lib/store/use-store.ts';
import { isLoggedIn, sessionStore } from '../../lib/session/session.ts';
import { signedInSignUp } from '../../lib/texts/forms.ts';
import styles from './auth-pages.module.css';
import { minPasswordLength } from '../../../contract/constants.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';

const empty = { name: '', lastname: '', email: '', company: '', password: '' };

/** The form's fields by wire name, labelled as on screen. */
const labels = { name: 'First name', lastname: 'Last name', email: 'Email', company: 'Organisation', password: 'Password' };

/** Said instead of the form to someone already signed in, with the ways on from there. */
function AlreadySignedIn({ user }: { user: string }) {
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{signedInSignUp.title}</h1>
      <p className={styles.lead}>{signedInSignUp.text(user)}</p>
      <div className={styles.links}>
        <Link to={paths.home()}>{signedInSignUp.back}</Link>
        <button type="button" className={styles.linkButton} onClick={() => void logout()}>
          {signedInSignUp.signOut}
        </button>
      </div>
    </div>
  );
}

export default function SignUpPage() {
  const token = useStore(sessionStore, (s) => s.token);
  const user = useStore(sessionStore, (s) => s.username ?? '');
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(labels);
  const [done, setDone] = useState(false);

  const field = (key: keyof typeof empty) => ({
    label: labels[key],
    error: errors.at(key),
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    errors.clear();
    const result = await register({ ...form, email: form.email.trim() });
    setBusy(false);
    if (result.ok) setDone(true);
    else errors.show(result);
  };

  if (token && isLoggedIn() && !done) return <AlreadySignedIn user={user} />;

  if (done) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>Account created</h1>
        <Alert variant="success">
          <MessageText message={succeeded('register')} />
        </Alert>
        <Link to={paths.signIn()}>Go to sign in</Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>Create an account</h1>
      <p className={styles.lead}>Your institution&apos;s user manager gives you access to its subjects once you have an account.</p>
      <FormErrorSummary messages={errors.summary} />
      <TextField autoComplete="given-name" required {...field('name')} />
      <TextField autoComplete="family-name" required {...field('lastname')} />
      <TextField type="email" autoComplete="email" required {...field('email')} />
      <TextField autoComplete="organization" {...field('company')} />
      <TextField
        type="password"
        autoComplete="new-password"
        hint={`At least ${minPasswordLength} characters.`}
        required
        {...field('password')}
      />
      <Button type="submit" busy={busy}>
        Create account
      </Button>
      <div className={styles.links}>
        <Link to={paths.signIn()}>I already have an account</Link>
        <Link to={paths.publicTerms()}>Terms and Conditions</Link>
      </div>
    </form>
  );
}
