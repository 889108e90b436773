/**
 * Add User (spec §2 /users/add_user): the create form. Always sends force_enable true and the
 * roles joined by '-' (spec §3, §5); no client-side validation of the fields (spec §5): the
 * server's refusals show at the field they concern, and nothing typed is lost on a failure (nor
 * when the session ends under the form: lib/forms/drafts, the password excepted).
 */
import { useState, type FormEvent } from 'react';
import { roleOrder } from '../role-order.ts';
import { succeeded } from '../../../domain/messages/catalogue.ts';
import { paths } from '../../../domain/paths.ts';
import { hasFieldIssues, useFormErrors } from '../../../lib/forms/form-errors.ts';
import { useDraft } from '../../../lib/forms/use-draft.ts';
import { message } from '../../../lib/i18n/message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/resource/use-resource.ts';
import { navigate } from '../../../lib/router/history.ts';
import { Link } from '../../../lib/router/link.tsx';
import { sessionStore } from '../../../lib/session/session.ts';
import { useStore } from '../../../lib/store/use-store.ts';
import { formMessages } from '../../../lib/forms/messages/index.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormErrorSummary } from '../../../ui/form-error-summary.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { usersMessages } from '../messages/index.ts';
import { createUser, getInstitution, joinRoles } from '../users-api.ts';
import { ChoiceList } from './choice-list.tsx';
import { manageMessages } from './messages/index.ts';
import { currentInstitution, userAccess, withQuery } from './user-access.ts';
import { userFailure, userSuccess } from './user-toasts.ts';

const empty = { name: '', lastname: '', email: '', company: '', user_role: '', roles: '', group: '0' };
type Fields = typeof empty;

export default function AddUserPage() {
  const t = useT(manageMessages);
  const formTexts = useT(formMessages);
  const tr = useT(usersMessages);
  const session = useStore(sessionStore, (s) => s);
  const access = userAccess(session);
  const institution = currentInstitution(session);
  const institutionId = institution?.id;
  const labels = {
    name: t('add.name'),
    lastname: t('add.lastname'),
    email: t('add.email'),
    company: t('add.company'),
    passwd: t('add.password'),
    user_role: t('add.user_role'),
    roles: t('add.rolesLegend'),
    group: t('add.group'),
  };
  const [form, setForm] = useState<Fields>(empty);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(labels);
  const restored = useDraft('add-user', { values: form, initial: empty, restore: (draft) => setForm((f) => ({ ...f, ...draft })) });
  const info = useResource(
    // Called only when enabled, that is with an institution chosen.
    (signal) => getInstitution(institutionId ?? '', signal),
    [institutionId],
    { isEmpty: () => false, enabled: access.get && institutionId !== undefined },
  );
  const groups = info.data?.groups ?? [];
  const roles = form.roles ? form.roles.split('-').map(Number) : [];

  if (!access.institution || !access.set) {
    return (
      <section>
        <PageHeader title={t('add.title')} />
        <Alert variant="info" title={t('users.noAccess.title')}>
          {t('users.noAccess.text')}
        </Alert>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    errors.clear();
    const result = await createUser(
      { ...form, password, institution_id: Number(institution?.id ?? 0), roles },
      Number(form.group) || undefined,
    );
    setBusy(false);
    if (!result.ok) {
      // Everything typed stays; the refusal shows at its field, anything else as a notification.
      if (hasFieldIssues(result)) errors.show(result);
      else userFailure(result);
      return;
    }
    if (result.data.invited) userSuccess(message(manageMessages, 'notice.existing'));
    else userSuccess(succeeded('userAdd'));
    if (result.data.reset_link_sent) userSuccess(message(manageMessages, 'notice.resetLinkSent'));
    setForm(empty);
    setPassword('');
    // An invited person is no user yet: the list opens with the pending invitations above it.
    navigate(result.data.user ? withQuery(paths.users(), { q: result.data.user.email }) : paths.users());
  };

  const text = (key: Exclude<keyof Fields, 'roles' | 'group'>, autoComplete: string) => ({
    label: labels[key],
    error: errors.at(key),
    value: form[key],
    autoComplete,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  return (
    <section>
      <PageHeader
        title={t('add.title')}
        description={t('add.lead')}
        actions={
          <Link to={paths.users()}>
            {t('add.back')}
          </Link>
        }
      />
      <Card>
        <form onSubmit={submit} noValidate>
          <FormErrorSummary messages={errors.summary} />
          {restored ? <Alert variant="success">{formTexts('draftRestored')}</Alert> : null}
          <TextField {...text('name', 'off')} />
          <TextField {...text('lastname', 'off')} />
          <TextField {...text('email', 'off')} type="email" />
          <TextField {...text('company', 'off')} />
          <TextField {...text('user_role', 'off')} />
          <TextField
            label={labels.passwd}
            hint={t('add.passwordHint')}
            error={errors.at('passwd')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <ChoiceList
            legend={labels.roles}
            choices={roleOrder.map((name, index) => ({ value: index + 1, label: tr(`role.${name}.label`) }))}
            checked={roles}
            onChange={(next) => setForm((f) => ({ ...f, roles: joinRoles(next) }))}
            error={errors.at('roles')}
          />
          {groups.length > 1 ? (
            <SelectField
              label={labels.group}
              error={errors.at('group')}
              options={groups.map((g) => ({ value: String(g.group_no), label: g.group_no === 0 ? t('add.wholeInstitution') : g.name }))}
              value={form.group}
              onChange={(e) => setForm((f) => ({ ...f, group: e.target.value }))}
            />
          ) : null}
          <div>
            <Button type="submit" busy={busy}>
              {t('add.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
