/**
 * Create an account (auth/register). No password here: the server mails a link to the address,
 * and the password is chosen on the page it opens (confirm-email-page.tsx), so only the holder of
 * the mailbox ever sets it. The server checks the fields and says what is wrong.
 */
import { useState, type FormEvent } from 'react';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { succeeded } from '../../domain/messages/catalogue.ts';
import { Alert } from '../../ui/alert.tsx';
import { FormErrorSummary } from '../../ui/form-error-summary.tsx';
import { useFormErrors } from '../../lib/forms/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { logout } from './sign-out.ts';
import { register } from './auth-forms-api.ts';
import { useStore } from '../../lib/store/use-store.ts';
import { isLoggedIn, sessionStore } from '../../lib/session/session.ts';
import styles from './auth-pages.module.css';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { authMessages } from './messages/index.ts';

const empty = { name: '', lastname: '', email: '', company: '' };

/** Said instead of the form to someone already signed in, with the ways on from there. */
function AlreadySignedIn({ user }: { user: string }) {
  const t = useT(authMessages);
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{t('signedIn.title')}</h1>
      <p className={styles.lead}>{t('signedIn.text', { user })}</p>
      <div className={styles.links}>
        <Link to={paths.home()}>{t('signedIn.back')}</Link>
        <button type="button" className={styles.linkButton} onClick={() => void logout()}>
          {t('common.signOut')}
        </button>
      </div>
    </div>
  );
}

export default function SignUpPage() {
  const t = useT(authMessages);
  const token = useStore(sessionStore, (s) => s.token);
  const user = useStore(sessionStore, (s) => s.username ?? '');
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);
  /** The form's fields by wire name, labelled as on screen. */
  const labels = {
    name: t('signUp.firstName'),
    lastname: t('signUp.lastName'),
    email: t('common.email'),
    company: t('signUp.organisation'),
  };
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
        <h1 className={styles.title}>{t('signUp.createdTitle')}</h1>
        <Alert variant="success">
          <MessageText message={succeeded('register')} />
        </Alert>
        <p className={styles.lead}>{t('signUp.checkMail', { email: form.email.trim() })}</p>
        <Link to={paths.signIn()}>{t('common.goToSignIn')}</Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('signUp.title')}</h1>
      <p className={styles.lead}>{t('signUp.lead')}</p>
      <FormErrorSummary messages={errors.summary} />
      <TextField autoComplete="given-name" required {...field('name')} />
      <TextField autoComplete="family-name" required {...field('lastname')} />
      <TextField type="email" autoComplete="email" required {...field('email')} />
      <TextField autoComplete="organization" {...field('company')} />
      <Button type="submit" busy={busy}>
        {t('signUp.submit')}
      </Button>
      <div className={styles.links}>
        <Link to={paths.signIn()}>{t('signUp.haveAccount')}</Link>
        <Link to={paths.publicTerms()}>{t('signUp.terms')}</Link>
      </div>
    </form>
  );
}
