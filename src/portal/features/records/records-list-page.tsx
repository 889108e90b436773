/**
 * /medical_records/list: the institution's records, searched, sorted and paged by the server, with
 * the query in the URL (Back, reload and a shared link keep it); `record` opens one record.
 */
import { useState, type FormEvent } from 'react';
import { recordPageSize } from '../../../contract/schemas/medical-records.ts';
import type { RecordSummary } from '../../../contract/types.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { paths } from '../../domain/paths.ts';
import { formatDate, formatDateTime, formatNumber } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { navigate, useSearchParams } from '../../lib/router/history.ts';
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

interface ListState {
  search: string;
  sort: string;
  order: string;
  page: number;
}

const sorts = ['updated_at', 'subject_code', 'birth_date', 'referring_clinician'] as const;

function readState(params: URLSearchParams): ListState {
  const sort = params.get('sort') ?? 'updated_at';
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search') ?? '',
    sort: (sorts as readonly string[]).includes(sort) ? sort : 'updated_at',
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : sort === 'updated_at' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function listPath(state: ListState, record?: number): string {
  return recordsListPath({
    search: state.search || undefined,
    sort: state.sort === 'updated_at' ? undefined : state.sort,
    order: state.order,
    page: state.page > 1 ? state.page : undefined,
    record,
  });
}

function RecordsTable({ state, canWrite }: { state: ListState; canWrite: boolean }) {
  const t = useT(recordsMessages);
  const locale = useLocale();
  const list = useResource(
    (signal) => listRecords({ search: state.search || undefined, sort: state.sort, order: state.order, page: state.page, page_size: recordPageSize }, signal),
    [state.search, state.sort, state.order, state.page],
    { isEmpty: (data) => data.records.length === 0 },
  );
  // Registering is offered only to those who may register (the record entry role).
  const empty = canWrite
    ? { title: t('list.empty'), text: t('list.emptyText'), action: <Link to={paths.registerMedicalRecord()}>{t('area.registerAction')}</Link> }
    : { title: t('list.empty'), text: t('list.emptyReadText') };
  return (
    <ResourceView resource={list} failedTitle={<MessageText message={failed('recordsLoad')} />} empty={empty}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total_rows / recordPageSize));
        const row = (record: RecordSummary) => (
          <tr key={record.record_id}>
            <td>
              <Link to={listPath(state, record.record_id)} aria-label={t('list.openRecord', { code: record.subject_code })}>
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
            <Pager page={state.page} pages={pages} onPage={(page) => navigate(listPath({ ...state, page }), { keepFocus: true })} />
          </>
        );
      }}
    </ResourceView>
  );
}

function SearchForm({ state }: { state: ListState }) {
  const t = useT(recordsMessages);
  const [search, setSearch] = useState(state.search);
  const [sort, setSort] = useState(state.sort);
  const [order, setOrder] = useState(state.order);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(listPath({ search: search.trim(), sort, order, page: 1 }), { keepFocus: true });
  };
  const sortLabels = { updated_at: t('list.sortUpdated'), subject_code: t('list.sortCode'), birth_date: t('list.sortBirth'), referring_clinician: t('list.sortClinician') };
  return (
    <form className={styles.toolbar} onSubmit={submit} role="search">
      <TextField type="search" label={t('list.search')} hint={t('list.searchHint')} value={search} onChange={(e) => setSearch(e.target.value)} />
      <SelectField label={t('list.sortBy')} options={sorts.map((value) => ({ value, label: sortLabels[value] }))} value={sort} onChange={(e) => setSort(e.target.value)} />
      <SelectField label={t('list.order')} options={[{ value: 'asc', label: t('list.ascending') }, { value: 'desc', label: t('list.descending') }]} value={order} onChange={(e) => setOrder(e.target.value)} />
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
  const params = useSearchParams();
  const state = readState(params);
  const recordId = Number(params.get('record') ?? '');
  const access = { canWrite };
  const { strings } = useStdStrings();
  return (
    <section className={styles.stack}>
      <PageHeader title={t('list.title')} actions={access.canWrite ? <Link to={paths.registerMedicalRecord()}>{t('area.registerAction')}</Link> : undefined} />
      {Number.isInteger(recordId) && recordId > 0 ? (
        <RecordView key={recordId} recordId={recordId} strings={strings} canWrite={access.canWrite} backTo={listPath(state)} />
      ) : (
        <Card>
          <SearchForm key={params.toString()} state={state} />
          <RecordsTable state={state} canWrite={access.canWrite} />
        </Card>
      )}
    </section>
  );
}
