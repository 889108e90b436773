/** My Account: own details, password and sessions. After a successful modification: /institutions (spec §2). */
import { useState, type FormEvent } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { sessionStore, writeSession } from '../../lib/session/session.ts';
import { navigate } from '../../lib/router/history.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { paths } from '../../domain/paths.ts';
import { notifyError, notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { failed, succeeded } from '../../domain/messages/catalogue.ts';
import type { OwnUser } from '../../../contract/types.ts';
import { FormErrorSummary } from '../../ui/form-error-summary.tsx';
import { hasFieldIssues, useFormErrors } from '../../lib/forms/form-errors.ts';
import { useDraft } from '../../lib/forms/use-draft.ts';
import { formMessages } from '../../lib/forms/messages/index.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { changePassword, getOwnUser, modifyOwnAccount } from './account-api.ts';
import styles from './my-account-page.module.css';
import { minPasswordLength } from '../../../contract/constants.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { accountMessages } from './messages/index.ts';
import { SessionsCard } from './sessions-card.tsx';
import { SecondFactorCard } from './second-factor-card.tsx';

function PasswordForm() {
  const t = useT(accountMessages);
  // The fields by wire name, labelled as on screen (a refusal names them so).
  const passwordLabels = { current_password: t('password.current'), new_password: t('password.next') };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(passwordLabels);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    errors.clear();
    const result = await changePassword({ current_password: current, new_password: next });
    setBusy(false);
    if (result.ok) {
      setCurrent('');
      setNext('');
      notifySuccess(succeeded('passwordChange'));
    } else {
      errors.show(result);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>{t('password.heading')}</h2>
      <FormErrorSummary messages={errors.summary} />
      <TextField label={passwordLabels.current_password} error={errors.at('current_password')} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      <TextField label={passwordLabels.new_password} error={errors.at('new_password')} type="password" autoComplete="new-password" hint={t('password.hint', { count: minPasswordLength })} value={next} onChange={(e) => setNext(e.target.value)} />
      <div>
        <Button type="submit" busy={busy} disabled={!current || !next}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The own details, filled from the loaded account; after a save: /institutions (spec §2). */
function DetailsForm({ user }: { user: OwnUser }) {
  const t = useT(accountMessages);
  const formTexts = useT(formMessages);
  const detailLabels = { name: t('details.name'), lastname: t('details.lastname'), company: t('details.company') };
  const userId = useStore(sessionStore, (s) => s.user_id ?? '');
  const initial = { name: user.name, lastname: user.lastname, company: user.company ?? '' };
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const errors = useFormErrors(detailLabels);
  // What the person typed here before their session ended is put back (never the password card).
  const restored = useDraft('my-account', { values: form, initial, restore: (draft) => setForm((f) => ({ ...f, ...draft })) });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    errors.clear();
    const result = await modifyOwnAccount(userId, form);
    setSaving(false);
    if (!result.ok) {
      // The form keeps what was typed; field issues show at the fields, anything else as a toast.
      if (hasFieldIssues(result)) errors.show(result);
      else notifyError(result.message);
      return;
    }
    writeSession({ user_first_name: form.name, user_last_name: form.lastname });
    notifySuccess(succeeded('accountModify'));
    navigate(paths.institutions());
  };

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <h2 className={styles.heading}>{t('details.heading')}</h2>
      <FormErrorSummary messages={errors.summary} />
      {restored ? <Alert variant="success">{formTexts('draftRestored')}</Alert> : null}
      <TextField label={t('details.email')} value={user.email} readOnly hint={t('details.emailHint')} />
      <TextField label={detailLabels.name} error={errors.at('name')} autoComplete="given-name" value={form.name} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} />
      <TextField label={detailLabels.lastname} error={errors.at('lastname')} autoComplete="family-name" value={form.lastname} onChange={(e) => setForm((f) => ({ ...f, lastname: e.target.value }))} />
      <TextField label={detailLabels.company} error={errors.at('company')} autoComplete="organization" value={form.company} onChange={(e) => setForm((f) => ({ ...f, company: e.target.value }))} />
      <div>
        <Button type="submit" busy={saving}>
          {t('details.save')}
        </Button>
      </div>
    </form>
  );
}

export default function MyAccountPage() {
  const t = useT(accountMessages);
  const account = useResource((signal) => getOwnUser(signal), []);

  return (
    <section>
      <PageHeader title={t('title')} />
      <ResourceView resource={account} failedTitle={<MessageText message={failed('ownUserLoad')} />}>
        {(user) => (
          <div className={styles.grid}>
            <Card>
              <DetailsForm user={user} />
            </Card>
            <Card>
              <PasswordForm />
            </Card>
            <Card>
              <SecondFactorCard />
            </Card>
            <Card>
              <SessionsCard />
            </Card>
          </div>
        )}
      </ResourceView>
    </section>
  );
}
