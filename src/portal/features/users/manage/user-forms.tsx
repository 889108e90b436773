/** The forms of the manage dialog: a user's details, roles and groups. */
import { useState, type FormEvent } from 'react';
import { roleIdsOf, roleOrder } from '../role-order.ts';
import type { InstitutionGroup, PortalUser } from '../../../../contract/types.ts';
import { hasFieldIssues, useFormErrors } from '../../../lib/forms/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { FormErrorSummary } from '../../../ui/form-error-summary.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { usersMessages } from '../messages/index.ts';
import { updateUser } from '../users-api.ts';
import { ChoiceList } from './choice-list.tsx';
import { manageMessages } from './messages/index.ts';
import { userFailure } from './user-toasts.ts';
import styles from './users-page.module.css';

interface FormProps {
  user: PortalUser;
  onBack: () => void;
}

/** Name, last name, company and position (spec §3 update body); the server's refusals at the field. */
export function EditForm({ user, onBack, onSaved }: FormProps & { onSaved: (user: PortalUser) => void }) {
  const t = useT(manageMessages);
  const labels = { name: t('edit.name'), lastname: t('edit.lastname'), company: t('edit.company'), user_role: t('edit.user_role') };
  const [form, setForm] = useState({ name: user.name, lastname: user.lastname, company: user.company, user_role: user.user_role });
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(labels);
  const field = (key: keyof typeof form) => ({
    label: labels[key],
    error: errors.at(key),
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    errors.clear();
    const result = await updateUser(user.id, form);
    setBusy(false);
    if (result.ok) onSaved(result.data.user ?? { ...user, ...form });
    else if (hasFieldIssues(result)) errors.show(result);
    else userFailure(result);
  };
  return (
    <form onSubmit={save} noValidate>
      <FormErrorSummary messages={errors.summary} />
      <TextField {...field('name')} autoComplete="off" />
      <TextField {...field('lastname')} autoComplete="off" />
      <TextField {...field('company')} autoComplete="off" />
      <TextField {...field('user_role')} autoComplete="off" />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** The roles to give (ids joined by '-' on the wire); saving asks for confirmation first. */
export function RolesForm({ user, group = null, onBack, onChoose }: FormProps & { group?: InstitutionGroup | null; onChoose: (roles: number[]) => void }) {
  const t = useT(manageMessages);
  const tr = useT(usersMessages);
  const [roles, setRoles] = useState<number[]>(roleIdsOf(user.roles));
  return (
    <form
     
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(roles);
      }}
    >
      {group ? <p>{t('roleDialog.groupHint')}</p> : null}
      <ChoiceList
        legend={group ? t('roleDialog.legendInGroup', { group: group.name }) : t('roleDialog.legend')}
        choices={roleOrder.map((name, index) => ({ value: index + 1, label: tr(`role.${name}.label`) }))}
        checked={roles}
        onChange={setRoles}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button type="submit">{t('actions.save')}</Button>
      </div>
    </form>
  );
}

/** The groups to belong to; saving asks for confirmation when it takes the user out of one. */
export function GroupsForm({ user, groups, onBack, onChoose }: FormProps & { groups: readonly InstitutionGroup[]; onChoose: (groups: number[]) => void }) {
  const t = useT(manageMessages);
  const [chosen, setChosen] = useState<number[]>(user.groups.map((g) => g.group_no));
  if (!groups.length) {
    return (
      <div>
        <p>{t('groupDialog.none')}</p>
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </div>
    );
  }
  return (
    <form
     
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(chosen);
      }}
    >
      <ChoiceList legend={t('groupDialog.legend')} choices={groups.map((g) => ({ value: g.group_no, label: g.name }))} checked={chosen} onChange={setChosen} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button type="submit">{t('actions.save')}</Button>
      </div>
    </form>
  );
}
