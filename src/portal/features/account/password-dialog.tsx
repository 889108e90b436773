/**
 * The password asked again before a change to how one signs in or where one is signed in
 * (issue 34, OWASP ASVS 7.5.1, 7.5.2): My Account's one dialog for it.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { signInRefusalOf } from '../../../contract/sign-in-refusal.ts';
import type { ApiResult } from '../../lib/http/api.ts';
import { formatDuration } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { accountMessages } from './messages/index.ts';

/**
 * A dialog that asks for the password again before `act`: a wrong password (400) and a pause
 * (429) are said in the dialog, as is any other failure.
 */
export function PasswordDialog<T>({
  title,
  text,
  confirm,
  act,
  onDone,
  onClose,
}: {
  title: string;
  text: ReactNode;
  confirm: string;
  act: (password: string) => Promise<ApiResult<T>>;
  onDone: (data: T) => void;
  onClose: () => void;
}) {
  const t = useT(accountMessages);
  const locale = useLocale();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setProblem(null);
    const result = await act(password);
    setBusy(false);
    if (result.ok) onDone(result.data);
    else if (result.status === 400) setProblem(t('passwordAgain.wrong'));
    else if (result.status === 429) {
      const wait = signInRefusalOf(result.data).retry_after_seconds ?? 60;
      setProblem(t('passwordAgain.paused', { wait: formatDuration(wait, locale) }));
    } else setProblem(<MessageText message={result.message} />);
  };

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('passwordAgain.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={!password}>
            {confirm}
          </Button>
        </>
      }
    >
      {text}
      <p>{t('passwordAgain.text')}</p>
      {problem && <Alert variant="error">{problem}</Alert>}
      <TextField
        label={t('passwordAgain.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </Dialog>
  );
}
