/** /reset_your_password/{id}#key=…: chooses a new password; the success text is Spanish (spec §8). */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { navigate } from '../../lib/router/history.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FormErrorSummary } from '../../ui/form-error-summary.tsx';
import { notifyError } from '../../lib/notifications/notifications-slice.ts';
import { hasFieldIssues, useFormErrors } from '../../lib/forms/form-errors.ts';
import { formMessages } from '../../lib/forms/messages/index.ts';
import type { PageProps } from '../../lib/router/page.ts';
import { authStore, messagesCleared } from './auth-slice.ts';
import { setNewPassword } from './auth-forms-api.ts';
import styles from './auth-pages.module.css';
import { minPasswordLength } from '../../../contract/constants.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { authMessages } from './messages/index.ts';
import { keyOfLink } from './link-key.ts';

export default function ResetPasswordPage({ params }: PageProps) {
  const t = useT(authMessages);
  const formTexts = useT(formMessages);
  const labels = { password: t('resetPassword.newPassword') };
  const [{ key, fromQuery }] = useState(keyOfLink);
  const loading = useStore(authStore, (s) => s.loading);
  const successMessage = useStore(authStore, (s) => s.successMessage);
  const [changed, setChanged] = useState(false);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const errors = useFormErrors(labels);

  useEffect(() => authStore.setState(messagesCleared), []);
  // An older link's key leaves the query for the fragment: a reload then sends it nowhere.
  useEffect(() => {
    if (fromQuery && key) navigate(`${paths.resetPassword({ id: params.id ?? '' })}#key=${encodeURIComponent(key)}`, { replace: true });
  }, [fromQuery, key, params.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (password !== repeat) return errors.showMessage(formTexts('passwordsDiffer'), 'repeat');
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
        <h1 className={styles.title}>{t('resetPassword.changedTitle')}</h1>
        <Alert variant="success">
          <MessageText message={successMessage} />
        </Alert>
        <Link to={paths.signIn()}>{t('common.goToSignIn')}</Link>
      </div>
    );
  }

  if (!key) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('resetPassword.incompleteTitle')}</h1>
        <Alert variant="error">{t('resetPassword.incomplete')}</Alert>
        <Link to={paths.forgotPassword()}>{t('resetPassword.askAgain')}</Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('resetPassword.title')}</h1>
      <FormErrorSummary messages={errors.summary} />
      <TextField label={labels.password} error={errors.at('password')} type="password" autoComplete="new-password" hint={t('common.passwordHint', { count: minPasswordLength })} value={password} onChange={(e) => setPassword(e.target.value)} required />
      <TextField label={t('resetPassword.repeat')} error={errors.at('repeat')} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} required />
      <Button type="submit" busy={loading} disabled={!password || !repeat}>
        {t('resetPassword.submit')}
      </Button>
    </form>
  );
}
