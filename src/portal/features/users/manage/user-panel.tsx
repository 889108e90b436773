/**
 * What a user manager can do with one user, in a panel above the list: the actions the
 * permissions allow (spec §6), each far-reaching one behind the spec's confirmation ('Are you
 * sure?', Ok, Cancel) naming what will happen to whom (spec §9). Results show as user-management
 * notifications. A panel rather than a modal dialog: the list stays in view beside the user being
 * changed.
 */
import { useEffect, useRef, useState } from 'react';
import type { InstitutionGroup, PortalUser } from '../../../../contract/types.ts';
import { roleNameOf } from '../role-order.ts';
import { succeeded } from '../../../domain/messages/catalogue.ts';
import { paths, views } from '../../../domain/paths.ts';
import { message } from '../../../lib/i18n/message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { navigate } from '../../../lib/router/history.ts';
import { sessionStore, writeSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { InlineConfirm } from '../../../ui/inline-confirm.tsx';
import { usersMessages } from '../messages/index.ts';
import { enableTraining, endUserSessions, resetUserSecondFactor, linkUser, linkUserToGroup, sendResetMail, setUserRoles, transferOwnership, withdrawInvitation } from '../users-api.ts';
import { nextLinkAction } from '../link-state.ts';
import { manageMessages } from './messages/index.ts';
import { withQuery, type UserAccess } from './user-access.ts';
import { EditForm, GroupsForm, RolesForm } from './user-forms.tsx';
import { userFailure, userSuccess } from './user-toasts.ts';
import styles from './users-page.module.css';

type View = 'menu' | 'edit' | 'roles' | 'groups';

interface Pending {
  text: string;
  /** The confirm button's words: what will happen. */
  label: string;
  danger: boolean;
  run: () => Promise<void>;
}

export interface UserPanelProps {
  user: PortalUser;
  access: UserAccess;
  institutionName: string;
  groups: readonly InstitutionGroup[];
  /**
   * The group the list shows (null: the whole institution). Roles are given per group (spec §6):
   * the list shows and the roles form changes those of this group.
   */
  group?: InstitutionGroup | null;
  onClose: () => void;
  /** After a change: the user as the server now has them (null: reload everything, close). */
  onChanged: (user: PortalUser | null) => void;
}

export function UserPanel({ user, access, institutionName, groups, group = null, onClose, onChanged }: UserPanelProps) {
  const t = useT(manageMessages);
  const tr = useT(usersMessages);
  const [view, setView] = useState<View>('menu');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${user.name} ${user.lastname}`;
  const panel = useRef<HTMLDivElement>(null);
  // The panel opens for one user: the reader is taken to its heading.
  useEffect(() => panel.current?.querySelector<HTMLElement>('h2 [tabindex]')?.focus(), [user.id]);
  const who = { name, institution: institutionName };

  const confirm = (text: string, label: string, run: () => Promise<void>, danger = false) => setPending({ text, label, run, danger });
  const runPending = async () => {
    if (!pending || busy) return;
    setBusy(true);
    await pending.run();
    setBusy(false);
    setPending(null);
    setView('menu');
  };

  const after = async <T,>(call: Promise<{ ok: true; data: T } | ({ ok: false } & Parameters<typeof userFailure>[0])>, done: (data: T) => void) => {
    const result = await call;
    if (result.ok) done(result.data);
    else userFailure(result);
  };

  const link = nextLinkAction(user.linked);
  const ownerMayBeChanged = !user.is_owner || access.owner;
  const actions: { key: string; label: string; show: boolean; onClick: () => void; danger?: boolean }[] = [
    // The owner's own account and roles are the owner's to change (the server refuses anyone else).
    { key: 'edit', label: t('actions.edit'), show: access.set && user.linked && user.profile_editable && ownerMayBeChanged, onClick: () => setView('edit') },
    { key: 'roles', label: t('actions.roles'), show: access.setRoles && user.linked && ownerMayBeChanged, onClick: () => setView('roles') },
    { key: 'groups', label: t('actions.groups'), show: access.set && user.linked && groups.length > 0 && ownerMayBeChanged, onClick: () => setView('groups') },
    {
      key: 'training',
      label: t('actions.training'),
      show: access.set && user.linked && user.evaluator_status === '0',
      onClick: () =>
        confirm(t('confirm.training', who), t('confirmButton.training'), () =>
          after(enableTraining(user.id), (data) => {
            userSuccess(succeeded('trainingEnable'));
            onChanged(data);
          }),
        ),
    },
    {
      key: 'reset',
      label: t('actions.reset'),
      show: access.set && user.linked,
      onClick: () =>
        confirm(t('confirm.reset', { name, email: user.email }), t('confirmButton.reset'), () =>
          after(sendResetMail(user.email), () => userSuccess(message(manageMessages, 'notice.resetSent', { email: user.email }))),
        ),
    },
    {
      // A lost phone or a shared password (issue 34): every session of the person ends; not one's own here.
      key: 'signOut',
      label: t('actions.signOut'),
      show: access.set && user.linked && ownerMayBeChanged && String(user.id) !== sessionStore.getState().user_id,
      onClick: () =>
        confirm(t('confirm.signOut', { name }), t('confirmButton.signOut', { name }), () =>
          after(endUserSessions(user.id), (data) => userSuccess(message(manageMessages, 'notice.signedOut', { name, count: data.ended }))),
        ),
    },
    {
      // A lost phone and lost recovery codes (issue 34): the person signs in with the password again.
      key: 'resetSecondFactor',
      label: t('actions.resetSecondFactor'),
      show: access.set && user.linked && user.second_factor && ownerMayBeChanged,
      danger: true,
      onClick: () =>
        confirm(
          t('confirm.resetSecondFactor', { name }),
          t('confirmButton.resetSecondFactor', { name }),
          () =>
            after(resetUserSecondFactor(user.id), () => {
              userSuccess(message(manageMessages, 'notice.secondFactorReset', { name }));
              onChanged({ ...user, second_factor: false });
            }),
          true,
        ),
    },
    {
      // A former member comes back only if they accept: linking again invites them (issue 31).
      key: 'link',
      label: t(link === 'link' ? 'actions.link' : 'actions.unlink'),
      show: access.set && !user.is_owner && !user.invited,
      danger: link === 'unlink',
      onClick: () =>
        confirm(
          t(link === 'link' ? 'confirm.link' : 'confirm.unlink', who),
          t(link === 'link' ? 'confirmButton.link' : 'confirmButton.unlink', { name }),
          () =>
            after(linkUser(user.id, link), (data) => {
              userSuccess(succeeded(data.invited ? 'invitationSent' : link === 'link' ? 'userLink' : 'userUnlink'));
              onChanged(data);
            }),
          link === 'unlink',
        ),
    },
    {
      key: 'withdraw',
      label: t('invitations.withdrawAgain'),
      show: access.set && user.invited,
      danger: true,
      onClick: () =>
        confirm(
          t('invitations.confirmWithdraw', who),
          t('confirmButton.withdraw'),
          () =>
            after(withdrawInvitation(user.id), () => {
              userSuccess(succeeded('invitationWithdrawn'));
              onChanged({ ...user, invited: false });
            }),
          true,
        ),
    },
    {
      key: 'transfer',
      label: t('actions.transfer'),
      show: access.owner && user.linked && !user.is_owner,
      danger: true,
      onClick: () =>
        confirm(
          t('confirm.transfer', who),
          t('confirmButton.transfer', { name }),
          () =>
            after(transferOwnership(user.id), () => {
              writeSession({ is_owner: 'false' });
              userSuccess(succeeded('ownershipTransfer'));
              onChanged(null);
            }),
          true,
        ),
    },
    { key: 'history', label: t('actions.history'), show: access.audit, onClick: () => navigate(withQuery(paths.users(), { view: views.userAudit, user: user.id })) },
  ];

  const chooseRoles = (roles: number[]) => {
    const names = roles.map((id) => roleNameOf(id)).filter((n) => n !== undefined).map((n) => tr(`role.${n}.label`));
    const roleText = names.length ? names.join(', ') : t('users.noRoles');
    const text = group ? t('confirm.rolesInGroup', { name, group: group.name, roles: roleText }) : t('confirm.roles', { ...who, roles: roleText });
    confirm(text, t('confirmButton.roles'), () =>
      after(setUserRoles(user.id, roles, group?.group_no ?? 0), (data) => {
        userSuccess(succeeded('userRolesModify'));
        onChanged(data);
      }),
    );
  };

  const chooseGroups = (chosen: number[]) => {
    const had = user.groups.map((g) => g.group_no);
    const added = chosen.filter((g) => !had.includes(g));
    const removed = had.filter((g) => !chosen.includes(g));
    const apply = async () => {
      let latest: PortalUser | null = null;
      for (const [group, action] of [...added.map((g) => [g, 'link'] as const), ...removed.map((g) => [g, 'unlink'] as const)]) {
        const result = await linkUserToGroup(user.id, action, group);
        if (!result.ok) {
          userFailure(result);
          if (latest) onChanged(latest);
          return;
        }
        latest = result.data;
      }
      if (latest) onChanged(latest);
      userSuccess(message(manageMessages, 'notice.groupsSaved', { name }));
    };
    if (!removed.length) {
      setBusy(true);
      void apply().then(() => {
        setBusy(false);
        setView('menu');
      });
      return;
    }
    const names = groups.filter((g) => removed.includes(g.group_no)).map((g) => g.name).join(', ');
    confirm(t('confirm.groupOut', { name, group: names }), t('confirmButton.groupOut'), apply);
  };

  const shown = actions.filter((action) => action.show);
  const titles: Record<View, string> = {
    menu: name,
    edit: t('edit.title', { name }),
    roles: group ? t('roleDialog.titleInGroup', { name, group: group.name }) : t('roleDialog.title', { name }),
    groups: t('groupDialog.title', { name }),
  };
  return (
    <div ref={panel} onKeyDown={(event) => event.key === 'Escape' && !pending && onClose()}>
    <Card
      title={<span tabIndex={-1}>{titles[view]}</span>}
      actions={
        <Button variant="text" size="small" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      {pending ? (
        <InlineConfirm text={pending.text} confirmLabel={pending.label} danger={pending.danger} busy={busy} onConfirm={runPending} onCancel={() => setPending(null)} />
      ) : null}
      {!pending && view === 'menu' ? (
        <div className={styles.menu}>
          {/* A toolbar of small buttons: the everyday changes first (the first of them the main
              one), then, apart, those that take access away or hand the institution over. */}
          {[shown.filter((action) => !action.danger), shown.filter((action) => action.danger)].map((row, index) =>
            row.length > 0 ? (
              <div key={index} className={index === 0 ? styles.toolbar : styles.dangerRow}>
                {row.map((action, i) => (
                  <Button key={action.key} size="small" variant={action.danger ? 'danger' : index === 0 && i === 0 ? 'primary' : 'secondary'} onClick={action.onClick}>
                    {action.label}
                  </Button>
                ))}
              </div>
            ) : null,
          )}
          {!ownerMayBeChanged ? <p>{t('notes.ownerOnly', who)}</p> : null}
          {ownerMayBeChanged && user.linked && !user.profile_editable ? <p>{t('notes.personOwnsDetails', { name })}</p> : null}
        </div>
      ) : null}
      {!pending && view === 'edit' ? (
        <EditForm
          user={user}
          onBack={() => setView('menu')}
          onSaved={(saved) => {
            userSuccess(succeeded('userModify'));
            onChanged(saved);
            setView('menu');
          }}
        />
      ) : null}
      {!pending && view === 'roles' ? <RolesForm user={user} group={group} onBack={() => setView('menu')} onChoose={chooseRoles} /> : null}
      {!pending && view === 'groups' ? <GroupsForm user={user} groups={groups} onBack={() => setView('menu')} onChoose={chooseGroups} /> : null}
    </Card>
    </div>
  );
}
