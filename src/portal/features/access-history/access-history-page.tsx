/**
 * /access_history?subject=&subject_code=&user=&action=&page=: who opened, printed or exported a
 * subject's data (issue 25, "Who looked at this subject"), newest first, paged and filtered (by
 * subject, person and action) by the server, and downloadable as CSV with the same filter, up to
 * a limit that the page says when it cut the file. User managers and the owner read it; the
 * reports page of a subject links here with its id and code; a person's name narrows it to them.
 */
import { useState, type FormEvent } from 'react';
import { useListSearch } from '../../lib/list/use-list-search.ts';
import { paths } from '../../domain/paths.ts';
import { chosenInstitutionName, readsAccessHistory } from '../../domain/access/access-history.ts';
import { message } from '../../lib/i18n/message.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { dateFormat } from '../../lib/i18n/dates.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { listSpec } from '../../lib/list/list-query.ts';
import { useListQuery } from '../../lib/list/use-list-query.ts';
import { Link } from '../../lib/router/link.tsx';
import { sessionStore } from '../../lib/session/session.ts';
import { useStore } from '../../lib/store/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { accessActions, accessEventSchemas, type AccessActionName } from '../../../contract/schemas/access-events.ts';
import { toCsv } from '../../lib/csv/csv.ts';
import { accessPerPage, allAccessEvents, exportLimit, listAccessEvents } from './access-api.ts';
import { accessEventWords, type EventDates } from './access-event-words.ts';
import { accessHistoryMessages } from './messages/index.ts';
import styles from './access-history-page.module.css';

const actionOf = (value: string | null): AccessActionName | '' => accessActions.find((action) => action === value) ?? '';

const { subject, subject_code, user, action, page } = accessEventSchemas.listAccessEvents.query;
/** The filter in the URL: the endpoint's query schemas; the page offers one action at a time. */
const accessList = listSpec({ shape: { subject, subject_code, user, action, page } });

type Exporting = { state: 'idle' } | { state: 'working' } | { state: 'failed' } | { state: 'done'; count: number; total: number };

export default function AccessHistoryPage() {
  const t = useT(accessHistoryMessages);
  const locale = useLocale();
  const session = useStore(sessionStore, (s) => s);
  const allowed = readsAccessHistory(session);
  // The filters replace the address, the subject code followed as it is typed (a code typed
  // replaces the subject the reports page linked to); a page is pushed, as in every list.
  const list = useListQuery(accessList, paths.accessHistory());
  const { subject, user, page } = list.query;
  const action = list.query.action[0] ?? '';
  const code = useListSearch(list, 'subject_code', { subject: 0 });
  const subjectCode = code.searched;
  const [exporting, setExporting] = useState<Exporting>({ state: 'idle' });
  const go = list.set;
  const events = useResource(
    (signal) => listAccessEvents({ subject, subjectCode, user, action, page }, signal),
    [subject, subjectCode, user, action, page],
    // Another page or filter keeps the rows on screen while the next load: the control used keeps focus.
    { isEmpty: (data) => data.entries.length === 0 && data.total_rows === 0, enabled: allowed, keepOnChange: true },
  );

  if (!allowed) {
    return (
      <section>
        <PageHeader title={t('title')} />
        <Alert variant="info" title={t('noAccess.title')}>
          {t('noAccess.text')}
        </Alert>
      </section>
    );
  }

  const when = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const day = dateFormat(locale, { dateStyle: 'medium' });
  const dates: EventDates = { date: (iso) => day.format(new Date(iso)), list: (items) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items) };
  const personName = events.data?.entries[0]?.user_name ?? '';
  const total = events.data?.total_rows ?? 0;
  const pages = list.pages(total, accessPerPage);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    code.commit();
  };

  const exportCsv = async () => {
    setExporting({ state: 'working' });
    const result = await allAccessEvents({ subject, subjectCode, user, action });
    if (!result.ok) {
      setExporting({ state: 'failed' });
      return;
    }
    const header = [t('columns.when'), t('columns.who'), t('columns.what'), t('columns.subject'), t('columns.institution')];
    // A file stands alone: it keeps the institution on each row, which the page says once above.
    const rows = result.data.entries.map((entry) => [entry.at, entry.user_name, accessEventWords(t, entry, dates), entry.subject_code, entry.institution_name]);
    const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${t('csv.file')}${subjectCode ? `-${subjectCode}` : ''}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
    setExporting({ state: 'done', count: result.data.entries.length, total: result.data.total });
  };

  return (
    <section>
      <PageHeader
        title={t('title')}
        description={t('lead', { institution: chosenInstitutionName(session) })}
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting.state === 'working' || events.status !== 'ready'}>
            {t('csv.button')}
          </Button>
        }
      />
      <div role="status" className={styles.exportStatus}>
        {exporting.state === 'working' && t('csv.working')}
        {exporting.state === 'done' &&
          (exporting.total > exporting.count && exporting.count >= exportLimit
            ? t('csv.cut', { count: exporting.count, total: exporting.total })
            : t('csv.done', { count: exporting.count }))}
      </div>
      {exporting.state === 'failed' && <Alert variant="error" title={t('csv.failed')} />}
      <form role="search" className={styles.filter} onSubmit={submit}>
        <TextField type="search" label={t('filter.label')} hint={t('filter.hint')} value={code.text} onChange={(e) => code.type(e.currentTarget.value)} autoComplete="off" />
        <SelectField
          label={t('filter.action')}
          placeholder={t('filter.allActions')}
          options={accessActions.map((value) => ({ value, label: t(`actions.${value}`) }))}
          value={action}
          onChange={(e) => {
            const chosen = actionOf(e.currentTarget.value);
            go({ action: chosen ? [chosen] : [] });
          }}
        />
        {(subject || subjectCode) && (
          <div className={styles.filterActions}>
            <Button variant="text" onClick={code.clear}>
              {t('filter.clear')}
            </Button>
          </div>
        )}
      </form>
      {subjectCode && <p>{t('filter.forSubject', { code: subjectCode })}</p>}
      {user > 0 && (
        <p>
          {personName && t('filter.forPerson', { name: personName })}{' '}
          <Button variant="text" onClick={() => go({ user: 0 })}>
            {t('filter.everyone')}
          </Button>
        </p>
      )}
      <ResourceView
        resource={events}
        failedTitle={<MessageText message={events.message ?? message(accessHistoryMessages, 'failed')} />}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      >
        {(data) => (
          <>
            <div aria-busy={events.reloading || undefined}>
            <DataTable className={styles.table}>
              <caption className={styles.caption}>{t('caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.when')}</th>
                  <th scope="col">{t('columns.who')}</th>
                  <th scope="col">{t('columns.what')}</th>
                  <th scope="col">{t('columns.subject')}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={styles.when}>
                      <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                    </td>
                    <th scope="row">
                      {user ? (
                        entry.user_name
                      ) : (
                        <Link to={list.href({ user: entry.user_id })} aria-label={t('filter.onlyPerson', { name: entry.user_name })}>
                          {entry.user_name}
                        </Link>
                      )}
                    </th>
                    <td>{accessEventWords(t, entry, dates)}</td>
                    <td className={styles.code}>{entry.subject_code ?? ''}</td>
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
