/**
 * /medical_records/list: the institution's records, searched, sorted and paged by the server as
 * every list of the portal is (lib/list: the search followed as it is typed; ui/sort-controls:
 * sortable headers, a sort menu on a phone), with the query in the URL (Back, reload and a shared
 * link keep it); `record` opens one record.
 */
import { queryOneOf, queryOptionalInt } from '../../../contract/query-schema.ts';
import { defaultSortOrder, sortOrders } from '../../../contract/report-constants.ts';
import { listRecordsQuery, recordPageSize, recordSortKeys } from '../../../contract/schemas/medical-records.ts';
import { listSpec, pageCount } from '../../lib/list/list-query.ts';
import { useListSearch, type ListSearch } from '../../lib/list/use-list-search.ts';
import { useListQuery, type ListQueryControls } from '../../lib/list/use-list-query.ts';
import type { RecordSummary } from '../../../contract/types.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { paths } from '../../domain/paths.ts';
import { formatDate, formatDateTime } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Link } from '../../lib/router/link.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { nextSort, SortArea, SortHeader, SortMenu, type SortDirection } from '../../ui/sort-controls.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { recordsMessages } from './messages/index.ts';
import { RecordView } from './record-view.tsx';
import { sexText } from './record-texts.ts';
import { listRecords } from './records-api.ts';
import { useStdStrings } from './std-string-options.ts';
import { useRecordAccess } from './use-record-access.ts';
import { recordsListPath } from './record-paths.ts';
import styles from './records.module.css';
import { DataTable } from '../../ui/data-table.tsx';
import { Pager } from '../../ui/pager.tsx';

const { search, sort, page } = listRecordsQuery;

/** A column starts in its first order: the latest change first, the other columns A to Z (as the server does). */
const firstOrder = (column: RecordSort): SortDirection => (column === 'updated_at' ? 'desc' : 'asc');

/**
 * The list's query: the endpoint's search, sort and page, the lists' order, and the record open
 * over the list. Without an order a column starts in its first.
 */
const recordList = listSpec({
  shape: { search, sort, order: queryOneOf(sortOrders, defaultSortOrder), page, record: queryOptionalInt(1, 2_147_483_647) },
  sorting: { sort: 'sort', order: 'order', firstOrder: (column) => firstOrder(recordSortKeys.find((key) => key === column) ?? 'updated_at') },
});
type RecordListControls = ListQueryControls<typeof recordList.shape>;
type RecordSort = (typeof recordSortKeys)[number];

function RecordsTable({ list, searched, clearSearch, canWrite }: { list: RecordListControls; searched: string; clearSearch: () => void; canWrite: boolean }) {
  const state = list.query;
  const t = useT(recordsMessages);
  const locale = useLocale();
  // Another page, sort or search keeps the rows on screen while the next load: the header, the
  // pager's button or the search box keeps focus.
  const records = useResource(
    (signal) => listRecords({ search: searched || undefined, sort: state.sort, order: state.order, page: state.page, page_size: recordPageSize }, signal),
    [searched, state.sort, state.order, state.page],
    { isEmpty: (data) => data.records.length === 0 && data.total_rows === 0, keepOnChange: true },
  );
  // Registering is offered only to those who may register (the record entry role).
  const empty = searched
    ? {
        title: t('list.noMatchTitle', { search: searched }),
        text: t('list.noMatchText'),
        action: <Button variant="secondary" onClick={clearSearch}>{t('list.clearSearch')}</Button>,
      }
    : canWrite
      ? { title: t('list.empty'), text: t('list.emptyText'), action: <Link to={paths.registerMedicalRecord()}>{t('area.registerAction')}</Link> }
      : { title: t('list.empty'), text: t('list.emptyReadText') };
  const columns: Record<RecordSort, string> = {
    subject_code: t('fields.subjectCode'),
    birth_date: t('fields.birthDate'),
    referring_clinician: t('fields.referringClinician'),
    updated_at: t('list.lastChange'),
  };
  const onSort = (column: RecordSort) => list.push(nextSort(state, column, firstOrder));
  const header = (column: RecordSort) => (
    <SortHeader column={column} label={columns[column]} buttonLabel={t('list.sortByColumn', { column: columns[column] })} sorted={state} onSort={onSort} />
  );
  return (
    <ResourceView resource={records} failedTitle={<MessageText message={failed('recordsLoad')} />} empty={empty}>
      {(data) => {
        const pages = pageCount(data.total_rows, recordPageSize);
        const from = data.records.length === 0 ? 0 : (state.page - 1) * recordPageSize + 1;
        const to = from === 0 ? 0 : from + data.records.length - 1;
        const row = (record: RecordSummary) => (
          <tr key={record.record_id}>
            <th scope="row">
              <Link to={list.href({ record: record.record_id, page: state.page })} aria-label={t('list.openRecord', { code: record.subject_code })}>
                {record.subject_code}
              </Link>
              {record.portal_provided ? <span className={styles.meta}> · PP</span> : null}
            </th>
            <td>{record.institution_reference}</td>
            <td>
              <time dateTime={record.birth_date}>{formatDate(`${record.birth_date}T12:00:00`, locale)}</time>
            </td>
            <td>{sexText(t, record.sex)}</td>
            <td>{record.referring_clinician}</td>
            <td>
              <time dateTime={record.updated_at}>{formatDateTime(record.updated_at, locale)}</time>
              <br />
              <span className={styles.meta}>{record.updated_by.name}</span>
            </td>
          </tr>
        );
        return (
          <SortArea busy={records.reloading}>
            <SortMenu
              columns={recordSortKeys.map((column) => ({ column, label: columns[column] }))}
              sorted={state}
              label={t('list.sortBy')}
              ascending={t('list.ascending')}
              descending={t('list.descending')}
              onSort={(sorted) => list.push(sorted)}
            />
            <DataTable className={styles.table}>
              <caption>{t('list.caption', { column: columns[state.sort], order: state.order === 'asc' ? t('list.ascending') : t('list.descending') })}</caption>
              <thead>
                <tr>
                  {header('subject_code')}
                  <th scope="col">{t('fields.institutionReference')}</th>
                  {header('birth_date')}
                  <th scope="col">{t('fields.sex')}</th>
                  {header('referring_clinician')}
                  {header('updated_at')}
                </tr>
              </thead>
              <tbody>{data.records.map(row)}</tbody>
            </DataTable>
            <Pager page={state.page} pages={pages} summary={t('list.showing', { from, to, count: data.total_rows })} onPage={(page) => list.push({ page })} />
          </SortArea>
        );
      }}
    </ResourceView>
  );
}

function SearchBox({ search }: { search: ListSearch }) {
  const t = useT(recordsMessages);
  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search.commit();
      }}
    >
      <TextField type="search" label={t('list.search')} hint={t('list.searchHint')} value={search.text} onChange={(e) => search.type(e.currentTarget.value)} autoComplete="off" />
    </form>
  );
}

/** The list page; without the right to read records nothing is asked of the server (see register-page.tsx). */
export default function RecordsListPage() {
  const t = useT(recordsMessages);
  const access = useRecordAccess();
  if (!access.canRead) {
    return (
      <section className={styles.stack}>
        <PageHeader title={t('list.title')} />
        <Alert>{t('area.noAccess')}</Alert>
      </section>
    );
  }
  return <RecordsList canWrite={access.canWrite} />;
}

function RecordsList({ canWrite }: { canWrite: boolean }) {
  const t = useT(recordsMessages);
  const list = useListQuery(recordList, recordsListPath());
  const search = useListSearch(list, 'search');
  const recordId = list.query.record;
  const access = { canWrite };
  const { strings } = useStdStrings();
  return (
    <section className={styles.stack}>
      <PageHeader title={t('list.title')} actions={access.canWrite ? <Link to={paths.registerMedicalRecord()}>{t('area.registerAction')}</Link> : undefined} />
      {recordId !== undefined ? (
        <RecordView key={recordId} recordId={recordId} strings={strings} canWrite={access.canWrite} backTo={list.href({ record: undefined, page: list.query.page })} />
      ) : (
        <Card>
          <SearchBox search={search} />
          <RecordsTable list={list} searched={search.searched} clearSearch={search.clear} canWrite={access.canWrite} />
        </Card>
      )}
    </section>
  );
}
