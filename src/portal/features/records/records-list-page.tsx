/**
 * /medical_records/list: the institution's records, searched, sorted and paged by the server, with
 * the query in the URL (Back, reload and a shared link keep it); `record` opens one record.
 */
import { useState, type FormEvent } from 'react';
import { queryOneOf, queryOptionalInt } from '../../../contract/query-schema.ts';
import { defaultSortOrder, sortOrders } from '../../../contract/report-constants.ts';
import { listRecordsQuery, recordPageSize, recordSortKeys } from '../../../contract/schemas/medical-records.ts';
import { listQuerySearch, listSpec, pageCount, type ListQuery } from '../../lib/list/list-query.ts';
import { useListQuery, type ListQueryControls } from '../../lib/list/use-list-query.ts';
import type { RecordSummary } from '../../../contract/types.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { paths } from '../../domain/paths.ts';
import { formatDate, formatDateTime, formatNumber } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Link } from '../../lib/router/link.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { SelectField } from '../../ui/select-field.tsx';
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

/**
 * The list's query: the endpoint's search, sort and page, the lists' order, and the record open
 * over the list. Without an order a column starts in its first: the latest change first, the
 * other columns A to Z (as the server does).
 */
const recordList = listSpec({
  shape: { search, sort, order: queryOneOf(sortOrders, defaultSortOrder), page, record: queryOptionalInt(1, 2_147_483_647) },
  sorting: { sort: 'sort', order: 'order', firstOrder: (column) => (column === 'updated_at' ? 'desc' : 'asc') },
});
type RecordListQuery = ListQuery<typeof recordList.shape>;
type RecordListControls = ListQueryControls<typeof recordList.shape>;

function RecordsTable({ list, canWrite }: { list: RecordListControls; canWrite: boolean }) {
  const state = list.query;
  const t = useT(recordsMessages);
  const locale = useLocale();
  const records = useResource(
    (signal) => listRecords({ search: state.search || undefined, sort: state.sort, order: state.order, page: state.page, page_size: recordPageSize }, signal),
    [state.search, state.sort, state.order, state.page],
    { isEmpty: (data) => data.records.length === 0 },
  );
  // Registering is offered only to those who may register (the record entry role).
  const empty = canWrite
    ? { title: t('list.empty'), text: t('list.emptyText'), action: <Link to={paths.registerMedicalRecord()}>{t('area.registerAction')}</Link> }
    : { title: t('list.empty'), text: t('list.emptyReadText') };
  return (
    <ResourceView resource={records} failedTitle={<MessageText message={failed('recordsLoad')} />} empty={empty}>
      {(data) => {
        const pages = pageCount(data.total_rows, recordPageSize);
        const row = (record: RecordSummary) => (
          <tr key={record.record_id}>
            <td>
              <Link to={list.href({ record: record.record_id, page: state.page })} aria-label={t('list.openRecord', { code: record.subject_code })}>
                {record.subject_code}
              </Link>
              {record.portal_provided ? <span className={styles.meta}> · PP</span> : null}
            </td>
            <td>{record.institution_reference}</td>
            <td>{formatDate(`${record.birth_date}T12:00:00`, locale)}</td>
            <td>{sexText(t, record.sex)}</td>
            <td>{record.referring_clinician}</td>
            <td>
              {formatDateTime(record.updated_at, locale)}
              <br />
              <span className={styles.meta}>{record.updated_by.name}</span>
            </td>
          </tr>
        );
        return (
          <>
            <p role="status" className={styles.meta}>
              {t('list.total', { count: data.total_rows })}
            </p>
            <DataTable className={styles.table}>
                <caption>{t('list.caption', { page: formatNumber(state.page, locale), pages: formatNumber(pages, locale) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('fields.subjectCode')}</th>
                    <th scope="col">{t('fields.institutionReference')}</th>
                    <th scope="col">{t('fields.birthDate')}</th>
                    <th scope="col">{t('fields.sex')}</th>
                    <th scope="col">{t('fields.referringClinician')}</th>
                    <th scope="col">{t('list.lastChange')}</th>
                  </tr>
                </thead>
                <tbody>{data.records.map(row)}</tbody>
              </DataTable>
            <Pager page={state.page} pages={pages} onPage={(page) => list.push({ page })} />
          </>
        );
      }}
    </ResourceView>
  );
}

function SearchForm({ list }: { list: RecordListControls }) {
  const t = useT(recordsMessages);
  const state = list.query;
  const [search, setSearch] = useState(state.search ?? '');
  const [sort, setSort] = useState<RecordListQuery['sort']>(state.sort);
  const [order, setOrder] = useState<RecordListQuery['order']>(state.order);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.push({ search: search.trim(), sort, order });
  };
  const sortLabels = { updated_at: t('list.sortUpdated'), subject_code: t('list.sortCode'), birth_date: t('list.sortBirth'), referring_clinician: t('list.sortClinician') };
  return (
    <form className={styles.toolbar} onSubmit={submit} role="search">
      <TextField type="search" label={t('list.search')} hint={t('list.searchHint')} value={search} onChange={(e) => setSearch(e.target.value)} />
      <SelectField label={t('list.sortBy')} options={recordSortKeys.map((value) => ({ value, label: sortLabels[value] }))} value={sort} onChange={(e) => setSort(recordSortKeys.find((key) => key === e.target.value) ?? 'updated_at')} />
      <SelectField label={t('list.order')} options={[{ value: 'asc', label: t('list.ascending') }, { value: 'desc', label: t('list.descending') }]} value={order} onChange={(e) => setOrder(e.target.value === 'asc' ? 'asc' : 'desc')} />
      <Button type="submit">{t('list.searchAction')}</Button>
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
          <SearchForm key={listQuerySearch(recordList, list.query)} list={list} />
          <RecordsTable list={list} canWrite={access.canWrite} />
        </Card>
      )}
    </section>
  );
}
