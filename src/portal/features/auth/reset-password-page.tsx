/** /reset_your_password/{id}?key=…: chooses a new password; the success text is Spanish (spec §8). */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { useSearchParams } from '../../lib/router/history.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FormErrorSummary } from '../../ui/form-error-summary.tsx';
import { notifyError } from '../../lib/notifications/notifications-slice.ts';
import { hasFieldIssues, useFormErrors } from '../../lib/forms/form-errors.ts';
import { passwordsDiffer } from '../../lib/texts/forms.ts';
import type { PageProps } from '../../lib/router/page.ts';
import { authStore, messagesCleared } from './auth-slice.ts';
import { setNewPassword } from './auth-api.ts';
import styles from './auth-pages.module.css';
import { minPasswordLength } from '../../../contract/constants.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';

const labels = { password: 'New password' };

export default function ResetPasswordPage({ params }: PageProps) {
  const key = useSearchParams().get('key') ?? '';
  const loading = useStore(authStore, (s) => s.loading);
  const successMessage = useStore(authStore, (s) => s.successMessage);
  const [changed, setChanged] = useState(false);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const errors = useFormErrors(labels);

  useEffect(() => authStore.setState(messagesCleared), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (password !== repeat) return errors.showMessage(passwordsDiffer, 'repeat');
    errors.clear();
    const result = await setNewPassword(params.id ?? '', key, password);
    if (result.ok) setChanged(true);
    else {
      errors.show(result);
      // spec §8: the reset failure is also a notification; a refused field shows at the field only.
      if (!hasFieldIssues(result)) notifyError(result.message);
    }
  };

  if (changed && successMessage) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>Password changed</h1>
        <Alert variant="success">
          <MessageText message={successMessage} />
        </Alert>
        <Link to={paths.signIn()}>Go to sign in</Link>
      </div>
    );
  }

  if (!key) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>Reset your password</h1>
        <Alert variant="error">This reset link is incomplete. Please use the whole link from the email, or ask for a new one.</Alert>
        <Link to={paths.forgotPassword()}>Ask for a new link</Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>Choose a new password</h1>
      <FormErrorSummary messages={errors.summary} />
      <TextField label={labels.password} error={errors.at('password')} type="password" autoComplete="new-password" hint={`At least ${minPasswordLength} characters.`} value={password} onChange={(e) => setPassword(e.target.value)} required />
      <TextField label="Repeat the new password" error={errors.at('repeat')} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} required />
      <Button type="submit" busy={loading} disabled={!password || !repeat}>
        Change password
      </Button>
    </form>
  );
}
