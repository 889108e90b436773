/**
 * Users (spec §2 /users): the chosen institution's users with their roles, groups, owner mark,
 * evaluator status and link state; search as you type (by the server, after a pause in typing),
 * filters by group and role, paging, all kept in the URL. Each row opens the actions the user's
 * permissions allow.
 */
import { useState } from 'react';
import { roleOrder } from '../role-order.ts';
import type { PortalUser } from '../../../../contract/types.ts';
import { failed } from '../../../domain/messages/catalogue.ts';
import { paths, views } from '../../../domain/paths.ts';
import { MessageText } from '../../../lib/i18n/message-text.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/resource/use-resource.ts';
import { useListQuery } from '../../../lib/list/use-list-query.ts';
import { Link } from '../../../lib/router/link.tsx';
import { sessionStore } from '../../../lib/session/session.ts';
import { useStore } from '../../../lib/store/use-store.ts';
import { useListSearch } from '../../../lib/list/use-list-search.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Disclosure, openWidth } from '../../../ui/disclosure.tsx';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ResourceView } from '../../../ui/resource-view.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { usersMessages } from '../messages/index.ts';
import { findUsers, getInstitution, listInvitations, usersPerPage } from '../users-api.ts';
import { PendingInvitations } from './pending-invitations.tsx';
import { SecondFactorRule } from './second-factor-rule.tsx';
import { manageMessages } from './messages/index.ts';
import { Pager } from '../../../ui/pager.tsx';
import { currentInstitution, userAccess, withQuery } from './user-access.ts';
import { linkStateOf, userList } from './list-queries.ts';
import { UserPanel } from './user-panel.tsx';
import { UserTable } from './user-table.tsx';
import styles from './users-page.module.css';

export default function UsersPage() {
  const t = useT(manageMessages);
  const tr = useT(usersMessages);
  const wide = useMediaQuery(openWidth);
  const session = useStore(sessionStore, (s) => s);
  const access = userAccess(session);
  const institution = currentInstitution(session);
  const institutionId = institution?.id;
  // Filters and the search replace the address; a page is pushed (Back returns to the one before), as in every list.
  const list = useListQuery(userList, paths.users());
  const { q = '', group, role = '', link, page } = list.query;
  const go = list.set;

  const search = useListSearch(list, 'q');

  const allowed = access.institution && access.list;
  const users = useResource(
    (signal) => findUsers({ search: q, group, role, link: link === 'all' ? '' : link, page }, signal),
    [q, group, role, link, page],
    // Another page, filter or search keeps the rows on screen while the next load: the control used keeps focus.
    { isEmpty: (data) => data.users.length === 0 && data.total_rows === 0, enabled: allowed, keepOnChange: true },
  );
  const info = useResource(
    // Called only when enabled, that is with an institution chosen.
    (signal) => getInstitution(institutionId ?? '', signal),
    [institutionId],
    { isEmpty: () => false, enabled: allowed && access.get && institutionId !== undefined },
  );
  // Pending invitations are few (people who have not answered yet): listed whole above the users.
  const invitations = useResource((signal) => listInvitations(signal), [institutionId], { enabled: allowed });
  const groups = info.data?.groups.filter((g) => g.group_no !== 0) ?? [];
  const [open, setOpen] = useState<PortalUser | null>(null);

  if (!access.institution) {
    return (
      <section>
        <PageHeader title={t('users.title')} />
        <Alert variant="info">{t('users.noInstitution')}</Alert>
      </section>
    );
  }
  if (!access.list) {
    return (
      <section>
        <PageHeader title={t('users.title')} />
        <Alert variant="info" title={t('users.noAccess.title')}>
          {t('users.noAccess.text')}
        </Alert>
      </section>
    );
  }

  const filtered = q !== '' || group !== 0 || role !== '' || link !== 'all';
  const inUse = (group !== 0 ? 1 : 0) + (role !== '' ? 1 : 0) + (link !== 'all' ? 1 : 0);
  const choices = (
    <>
      {groups.length ? (
        <SelectField
          label={t('users.group')}
          placeholder={t('users.allGroups')}
          options={groups.map((g) => ({ value: String(g.group_no), label: g.name }))}
          value={group ? String(group) : ''}
          onChange={(e) => go({ group: Number(e.target.value) || 0 })}
        />
      ) : null}
      <SelectField
        label={t('users.role')}
        placeholder={t('users.allRoles')}
        options={roleOrder.map((name) => ({ value: name, label: tr(`role.${name}.label`) }))}
        value={role}
        onChange={(e) => go({ role: e.target.value })}
      />
      {/* Unlinked users keep no group or role, so with either filter only linked users show. */}
      <SelectField
        label={t('users.link')}
        placeholder={t('users.allLinks')}
        options={[
          { value: 'linked', label: t('users.linked') },
          { value: 'unlinked', label: t('users.unlinked') },
        ]}
        value={link === 'all' ? '' : link}
        onChange={(e) => go({ link: linkStateOf(e.target.value) })}
      />
    </>
  );
  const total = users.data?.total_rows ?? 0;
  const pages = list.pages(total, usersPerPage);
  return (
    <section>
      <PageHeader
        title={t('users.title')}
        description={t('users.lead', { institution: institution?.name ?? '' })}
        actions={
          <>
            {access.audit ? <Link to={withQuery(paths.users(), { view: views.userAudit })}>{t('users.audit')}</Link> : null}
            {access.set ? <Link to={paths.addUser()}>{t('users.add')}</Link> : null}
          </>
        }
      />
      {users.data?.second_factor_required !== undefined ? (
        <SecondFactorRule
          required={users.data.second_factor_required}
          canChange={access.audit}
          institution={institution?.name ?? ''}
          onChanged={users.reload}
        />
      ) : null}
      <PendingInvitations invitations={invitations} institutionName={institution?.name ?? ''} canWithdraw={access.set} />
      <div role="search" className={styles.filters}>
        <TextField type="search" label={t('users.search')} hint={t('users.searchHint')} value={search.text} onChange={(e) => search.type(e.currentTarget.value)} autoComplete="off" />
        {/* On a phone the choices fold behind one line saying how many are in use, so the list
            starts on the first screen; where there is room they sit beside the search. */}
        {wide ? (
          choices
        ) : (
          <Disclosure className={styles.choices} summary={inUse ? t('users.filtersInUse', { count: inUse }) : t('users.filters')}>
            {choices}
          </Disclosure>
        )}
      </div>
      {open ? (
        <UserPanel
          user={open}
          access={access}
          institutionName={institution?.name ?? ''}
          groups={groups}
          group={groups.find((g) => g.group_no === group) ?? null}
          onClose={() => setOpen(null)}
          onChanged={(user) => {
            setOpen(user);
            users.reload();
            invitations.reload();
          }}
        />
      ) : null}
      <ResourceView
        resource={users}
        failedTitle={<MessageText message={failed('userLoad')} />}
        empty={filtered ? { title: t('users.empty.title'), text: t('users.empty.text') } : { title: t('users.none.title'), text: t('users.none.text') }}
      >
        {(data) => (
          <>
            <p aria-live="polite">
              {t('users.total', { count: total })}
            </p>
            <div aria-busy={users.reloading || undefined}>
              <UserTable users={data.users} onManage={setOpen} />
            </div>
            {pages > 1 && (
              <Pager page={page} pages={pages} onPage={(next) => list.push({ page: next })} />
            )}
          </>
        )}
      </ResourceView>
    </section>
  );
}
