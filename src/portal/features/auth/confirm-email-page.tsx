/**
 * /confirm_email/{id}#key=…: the link sent at registration. Its holder chooses the account's
 * password here, which confirms the address (a password typed before the mailbox was proven never
 * becomes the account's). When the link does not work (expired, used, incomplete), the person can
 * ask for a new one.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/http/api.ts';
import { navigate } from '../../lib/router/history.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import type { PageProps } from '../../lib/router/page.ts';
import { emailConfirmationEndpoints } from '../../../contract/endpoints/email-confirmation.ts';
import { minPasswordLength } from '../../../contract/constants.ts';
import styles from './auth-pages.module.css';
import { catalogue, failed } from '../../domain/messages/catalogue.ts';
import { hasFieldIssues, useFormErrors } from '../../lib/forms/form-errors.ts';
import { formMessages } from '../../lib/forms/messages/index.ts';
import { message, withDetail, type Message } from '../../lib/i18n/message.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { authMessages } from './messages/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorSummary } from '../../ui/form-error-summary.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { sendConfirmationLink } from './auth-forms-api.ts';
import { keyOfLink } from './link-key.ts';

type Outcome = { ok: boolean; message: Message } | null;

export default function ConfirmEmailPage({ params }: PageProps) {
  const t = useT(authMessages);
  const formTexts = useT(formMessages);
  const [{ key, fromQuery }] = useState(keyOfLink);
  const id = params.id ?? '';
  const labels = { password: t('confirmEmail.password') };
  const errors = useFormErrors(labels);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // A link made before carried its key in the query: moved to the fragment, a reload sends it nowhere.
  useEffect(() => {
    if (fromQuery && key) navigate(`${paths.confirmEmail({ id })}#key=${encodeURIComponent(key)}`, { replace: true });
  }, [fromQuery, key, id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password !== repeat) return errors.showMessage(formTexts('passwordsDiffer'), 'repeat');
    errors.clear();
    setBusy(true);
    const result = await api.call(emailConfirmationEndpoints.confirmEmail, {
      params: { id },
      body: { key, password },
      fallback: failed('confirmEmail'),
      central: false,
    });
    setBusy(false);
    if (result.ok) setOutcome({ ok: true, message: withDetail(message(catalogue, 'reason.emailConfirmed'), result.data.message) });
    else if (hasFieldIssues(result)) errors.show(result);
    else setOutcome({ ok: false, message: result.message });
  };

  if (outcome?.ok) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('confirmEmail.doneTitle')}</h1>
        <Alert variant="success">
          <MessageText message={outcome.message} />
        </Alert>
        <Link to={paths.signIn()}>{t('common.goToSignIn')}</Link>
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{t('confirmEmail.title')}</h1>
      {!key ? <Alert variant="error">{t('confirmEmail.incomplete')}</Alert> : null}
      {outcome ? (
        <Alert variant="error">
          <MessageText message={outcome.message} />
        </Alert>
      ) : null}
      {key && !outcome ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>{t('confirmEmail.lead')}</p>
          <FormErrorSummary messages={errors.summary} />
          <TextField
            label={labels.password}
            error={errors.at('password')}
            type="password"
            autoComplete="new-password"
            hint={t('common.passwordHint', { count: minPasswordLength })}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <TextField
            label={t('confirmEmail.repeat')}
            error={errors.at('repeat')}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            required
          />
          <Button type="submit" busy={busy} disabled={!password || !repeat}>
            {t('confirmEmail.submit')}
          </Button>
        </form>
      ) : null}
      {!key || outcome ? <AskForNewLink /> : null}
      <Link to={paths.signIn()}>{t('common.goToSignIn')}</Link>
    </div>
  );
}

/** The form that sends a new confirmation link; it says the same whatever the address. */
function AskForNewLink() {
  const t = useT(authMessages);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !email.trim()) return;
    setBusy(true);
    const result = await sendConfirmationLink(email, message(authMessages, 'confirmEmail.linkNotSent'));
    setBusy(false);
    // The answer is the same for every address; the page says it in the reader's language.
    setOutcome(result.ok ? { ok: true, message: message(authMessages, 'confirmEmail.linkSent') } : { ok: false, message: result.message });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('confirmEmail.askAgainLead')}</p>
      {outcome && (
        <Alert variant={outcome.ok ? 'success' : 'error'}>
          <MessageText message={outcome.message} />
        </Alert>
      )}
      <TextField label={t('common.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <Button type="submit" busy={busy} disabled={!email.trim()}>
        {t('confirmEmail.askAgain')}
      </Button>
    </form>
  );
}
