/** Create an account (auth/register). The server checks the fields and says what is wrong. */
import { useState, type FormEvent } from 'react';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { success } from '../../../contract/messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { register } from './auth-api.ts';
import styles from './auth-pages.module.css';
import { minPasswordLength } from '../../../contract/constants.ts';

const empty = { name: '', lastname: '', email: '', company: '', password: '' };

export default function SignUpPage() {
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const field = (key: keyof typeof empty) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await register({ ...form, email: form.email.trim() });
    setBusy(false);
    if (result.ok) setDone(true);
    else setError(result.message);
  };

  if (done) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>Account created</h1>
        <Alert variant="success">{success.register}</Alert>
        <Link to={paths.signIn()}>Go to sign in</Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>Create an account</h1>
      <p className={styles.lead}>Your institution&apos;s user manager gives you access to its subjects once you have an account.</p>
      {error && <Alert variant="error">{error}</Alert>}
      <TextField label="First name" autoComplete="given-name" required {...field('name')} />
      <TextField label="Last name" autoComplete="family-name" required {...field('lastname')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Organisation" autoComplete="organization" {...field('company')} />
      <TextField
        label="Password"
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
