/**
 * /confirm_email/{id}?key=…: opens the link sent at registration and says whether it worked. When
 * it did not (expired, used, incomplete), the person can ask for a new link there.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/http/api.ts';
import { useSearchParams } from '../../lib/router/history.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import type { PageProps } from '../../lib/router/page.ts';
import { emailConfirmationEndpoints } from '../../../contract/endpoints/email-confirmation.ts';
import styles from './auth-pages.module.css';
import { catalogue, failed } from '../../domain/messages/catalogue.ts';
import { message, withDetail, type Message } from '../../lib/i18n/message.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { authMessages } from './messages/index.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { sendConfirmationLink } from './auth-forms-api.ts';

type Outcome = { ok: boolean; message: Message } | null;

export default function ConfirmEmailPage({ params }: PageProps) {
  const t = useT(authMessages);
  const key = useSearchParams().get('key') ?? '';
  const id = params.id ?? '';
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    void api
      .call(emailConfirmationEndpoints.confirmEmail, { params: { id }, query: { key }, fallback: failed('confirmEmail'), central: false })
      .then((result) => {
        if (current) setOutcome(
            result.ok
              ? { ok: true, message: withDetail(message(catalogue, 'reason.emailConfirmed'), result.data.message) }
              : { ok: false, message: result.message },
          );
      });
    return () => {
      current = false;
    };
  }, [id, key]);

  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{t('confirmEmail.title')}</h1>
      {!key && <Alert variant="error">{t('confirmEmail.incomplete')}</Alert>}
      {key && !outcome && <p role="status">{t('confirmEmail.confirming')}</p>}
      {outcome && (
        <Alert variant={outcome.ok ? 'success' : 'error'}>
          <MessageText message={outcome.message} />
        </Alert>
      )}
      {(!key || outcome?.ok === false) && <AskForNewLink />}
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
