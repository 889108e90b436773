/**
 * The audit trail under Users (/users?view=audit): every change to the
 * institution's users and medical records, newest first, paged and filtered (by user, by change)
 * by the server; the reads of medical records apart (kind=reads), so they do not bury the changes.
 * Every row names who made it and what it concerns. Owners and user managers read it.
 */
import { auditReadActions, recordChangeActions, trainingAuditActions, userAuditActions } from '../../../../contract/audit.ts';
import type { AuditChange, AuditEntry } from '../../../../contract/types.ts';
import { failed } from '../../../domain/messages/catalogue.ts';
import { paths, views } from '../../../domain/paths.ts';
import { MessageText } from '../../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../../lib/i18n/use-t.ts';
import { dateFormat } from '../../../lib/i18n/dates.ts';
import { useResource } from '../../../lib/resource/use-resource.ts';
import { useListQuery } from '../../../lib/list/use-list-query.ts';
import { Link } from '../../../lib/router/link.tsx';
import { sessionStore } from '../../../lib/session/session.ts';
import { useStore } from '../../../lib/store/use-store.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ResourceView } from '../../../ui/resource-view.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { auditPerPage, listAudit } from '../users-api.ts';
import { manageMessages } from './messages/index.ts';
import { en } from './messages/en.ts';
import { Pager } from '../../../ui/pager.tsx';
import { currentInstitution, userAccess, withQuery } from './user-access.ts';
import { auditKindOf, auditList } from './list-queries.ts';
import table from '../user-roles-page.module.css';
import styles from './audit-page.module.css';
import { DataTable } from '../../../ui/data-table.tsx';
import { usersMessages } from '../messages/index.ts';
import { roleOrder } from '../role-order.ts';
import type { RoleName } from '../../../../contract/roles.ts';

type ActionName = keyof typeof en.audit.labels;
type FieldName = Exclude<keyof typeof en.audit.fields, 'rolesInGroup'>;

export default function AuditView() {
  const t = useT(manageMessages);
  const tr = useT(usersMessages);
  const locale = useLocale();
  const session = useStore(sessionStore, (s) => s);
  const access = userAccess(session);
  const institution = currentInstitution(session);
  // Filters replace the address; a page is pushed (Back returns to the one before), as in every list.
  const list = useListQuery(auditList, withQuery(paths.users(), { view: views.userAudit }));
  const { user, action = '', kind, page } = list.query;
  const allowed = access.institution && access.audit;
  const go = list.set;
  const entries = useResource(
    (signal) => listAudit({ user, action, kind, page }, signal),
    [user, action, kind, page],
    // Another page or filter keeps the rows on screen while the next load: the control used keeps focus.
    { isEmpty: (data) => data.entries.length === 0 && data.total_rows === 0, enabled: allowed, keepOnChange: true },
  );

  if (!allowed) {
    return (
      <section>
        <PageHeader title={t('audit.title')} />
        <Alert variant="info" title={t('audit.noAccess.title')}>
          {t('audit.noAccess.text')}
        </Alert>
      </section>
    );
  }

  const label = (name: string) => (Object.hasOwn(en.audit.labels, name) ? t(`audit.labels.${name as ActionName}`) : name);
  const fieldLabel = (name: string) => {
    const inGroup = /^roles \(group (\d+)\)$/.exec(name);
    if (inGroup) return t('audit.fields.rolesInGroup', { group: inGroup[1] ?? '' });
    return Object.hasOwn(en.audit.fields, name) ? t(`audit.fields.${name as FieldName}`) : name;
  };
  const when = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  // Roles are stored by name ("user_manager, evaluator"): shown as the roles' labels; a moment as
  // a date and time in the reader's language.
  const value = (field: string, text: string | null) => {
    if (!text) return t('audit.nothing');
    if (field === 'valid_until' && !Number.isNaN(Date.parse(text))) return when.format(new Date(text));
    if (field === 'evaluator_status' && (text === '0' || text === '1' || text === '2')) return t(`users.training.${text}`);
    if (!field.startsWith('roles')) return text;
    const known = roleOrder as readonly string[];
    return text
      .split(', ')
      .map((name) => (known.includes(name) ? tr(`role.${name as RoleName}.label`) : name))
      .join(', ');
  };
  // A medical record's row names the record (and revision) it concerns and the fields a change
  // touched, by name alone: the trail never holds clinical values.
  const change = (c: AuditChange) => {
    if (c.field === 'revision') return t('audit.revision', { revision: c.after ?? '' });
    if (c.before === null && c.after === null) return t('audit.changedField', { field: fieldLabel(c.field) });
    if (c.before === null && (c.field === 'version' || c.field === 'evaluations')) return `${fieldLabel(c.field)}: ${c.after}`;
    return `${fieldLabel(c.field)}: ${value(c.field, c.before)} → ${value(c.field, c.after)}`;
  };
  // What a row concerns, in words a reader knows: a person, or the subject of a medical record
  // or an export by its code (and a report by its evaluation date), never a record's number.
  const day = dateFormat(locale, { dateStyle: 'medium' });
  const concerns = (entry: AuditEntry) => {
    if (entry.user_name) return entry.user_name;
    const has = (field: string) => entry.changes.some((c) => c.field === field);
    const code = entry.subject_code;
    if (has('record')) return code ? t('audit.recordOf', { code }) : t('audit.recordGone');
    if (has('evaluation')) return code && entry.evaluated_at ? t('audit.reportOf', { date: day.format(new Date(entry.evaluated_at)), code }) : t('audit.evaluationGone');
    if (has('subject') && code) return t('audit.subjectOf', { code });
    const string = entry.changes.find((c) => c.field === 'std_string')?.after;
    if (string) return t('audit.stringNumber', { string });
    return entry.action === 'records_listed' ? t('audit.recordsList') : t('audit.institution');
  };
  // The ids the "Concerning" column has put in words are not repeated as details.
  const named = ['record', 'std_string', 'evaluation', 'subject'];
  const details = (entry: AuditEntry) => entry.changes.filter((c) => !named.includes(c.field) || (c.field === 'subject' && !entry.subject_code));
  const changes = [...userAuditActions, ...trainingAuditActions, ...recordChangeActions];
  const actions = kind === 'reads' ? auditReadActions : kind === 'changes' ? changes : [...changes, ...auditReadActions];
  const total = entries.data?.total_rows ?? 0;
  const pages = list.pages(total, auditPerPage);

  return (
    <section>
      <PageHeader title={t('audit.title')} description={t('audit.lead', { institution: institution?.name ?? '' })} />
      <div role="search" className={styles.filters}>
        <SelectField
          label={t('audit.kind')}
          options={[
            { value: 'changes', label: t('audit.kinds.changes') },
            { value: 'reads', label: t('audit.kinds.reads') },
            { value: 'all', label: t('audit.kinds.all') },
          ]}
          value={kind}
          onChange={(e) => go({ kind: auditKindOf(e.target.value), action: '' })}
        />
        <SelectField
          label={t('audit.action')}
          placeholder={t('audit.allActions')}
          options={actions.map((name) => ({ value: name, label: label(name) }))}
          value={action}
          onChange={(e) => go({ action: e.target.value })}
        />
        {user ? (
          <p>
            {t('audit.forUser')} <Link to={list.href({ user: 0, kind: 'changes' })}>{t('audit.allUsers')}</Link>
          </p>
        ) : null}
      </div>
      <ResourceView resource={entries} failedTitle={<MessageText message={failed('userLoad')} />} empty={{ title: t('audit.empty.title'), text: t('audit.empty.text') }}>
        {(data) => (
          <>
            <div aria-busy={entries.reloading || undefined}>
            <DataTable className={table.table}>
                <caption className={table.caption}>{t('audit.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.when')}</th>
                    <th scope="col">{t('audit.what')}</th>
                    <th scope="col">{t('audit.who')}</th>
                    <th scope="col">{t('audit.user')}</th>
                    <th scope="col">{t('audit.details')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className={styles.when}>
                        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                      </td>
                      <th scope="row">{label(entry.action)}</th>
                      <td>{entry.actor_name || t('audit.system')}</td>
                      <td>{concerns(entry)}</td>
                      <td>
                        {details(entry).map((c) => (
                          <div key={c.field}>
                            {change(c)}
                          </div>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
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
