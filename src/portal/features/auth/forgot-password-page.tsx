/** Asks for a password reset mail; the success text is Spanish (spec §8). */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { authStore, messagesCleared } from './auth-slice.ts';
import { sendResetEmail } from './auth-forms-api.ts';
import styles from './auth-pages.module.css';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { authMessages } from './messages/index.ts';

export default function ForgotPasswordPage() {
  const t = useT(authMessages);
  const loading = useStore(authStore, (s) => s.loading);
  const error = useStore(authStore, (s) => s.error);
  const successMessage = useStore(authStore, (s) => s.successMessage);
  const [email, setEmail] = useState('');

  useEffect(() => authStore.setState(messagesCleared), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!loading && email.trim()) await sendResetEmail(email);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('forgotPassword.title')}</h1>
      <p className={styles.lead}>{t('forgotPassword.lead')}</p>
      {error && (
        <Alert variant="error">
          <MessageText message={error} />
        </Alert>
      )}
      {successMessage && (
        <Alert variant="success">
          <MessageText message={successMessage} />
        </Alert>
      )}
      <TextField label={t('common.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <Button type="submit" busy={loading} disabled={!email.trim()}>
        {t('forgotPassword.submit')}
      </Button>
      <div className={styles.links}>
        <Link to={paths.signIn()}>{t('common.backToSignIn')}</Link>
      </div>
    </form>
  );
}
