/**
 * /admin_panel: for portal administrators (the isAdmin flag of the user data, spec §3, carried by
 * the admin_dashboard permission), evaluations across institutions with status filters. Anyone
 * else is told why they cannot use it; the server refuses the call for them as well.
 */
import { useListSearch } from '../../lib/list/use-list-search.ts';
import { useListQuery } from '../../lib/list/use-list-query.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { formatDate } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { failed } from '../../domain/messages/catalogue.ts';
import { paths } from '../../domain/paths.ts';
import { Link } from '../../lib/router/link.tsx';
import { sessionStore } from '../../lib/session/session.ts';
import { useStore } from '../../lib/store/use-store.ts';
import type { EvaluationListItem } from '../../../contract/report-types.ts';
import { mayOffer, readsReports, useCaller } from '../../domain/access/caller.ts';
import { reportEndpoints } from '../../../contract/endpoints/reports.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Pager } from '../../ui/pager.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { evaluationStatuses } from '../../../contract/report-constants.ts';
import { reportsMessages } from './messages/index.ts';
import { fetchAdminEvaluations } from './reports-api.ts';
import { adminFirstOrder, adminList, adminPageSize, adminSorts, statusChange, type AdminSort } from './admin-query.ts';
import { nextSort, SortArea, SortHeader, SortMenu } from '../../ui/sort-controls.tsx';
import styles from './reports-page.module.css';
import { EvaluationStatus } from './evaluation-status.tsx';
import { DataTable } from '../../ui/data-table.tsx';

export default function AdminPanelPage() {
  const t = useT(reportsMessages);
  const admin = useCaller().isAdmin;
  if (!admin) {
    return (
      <section>
        <PageHeader title={t('admin.title')} />
        <Alert variant="info" title={t('admin.refusedTitle')}>
          <p>{t('admin.refusedText')}</p>
        </Alert>
      </section>
    );
  }
  return <AdminEvaluations />;
}

function AdminEvaluations() {
  const t = useT(reportsMessages);
  const locale = useLocale();
  // Filters, sorting and paging push, keeping focus on the control used (the table stays on
  // screen); the search follows the text as it is typed, as in every list.
  const address = useListQuery(adminList, paths.adminPanel());
  const { query } = address;
  const search = useListSearch(address, 'search');
  const { searched } = search;
  const list = useResource(
    (signal) => fetchAdminEvaluations({ ...query, search: searched, page_size: adminPageSize }, signal),
    [query.status.join(','), searched, query.sort, query.order, query.page],
    { isEmpty: (data) => data.evaluations.length === 0 && data.total_rows === 0, keepOnChange: true },
  );
  const pages = address.pages(list.data?.total_rows ?? 0, adminPageSize);
  const columns: Record<AdminSort, string> = {
    evaluated_at: t('evaluations.date'),
    subject_code: t('evaluations.subject'),
    institution_name: t('admin.institution'),
    status: t('evaluations.status'),
  };
  const header = (column: AdminSort) => (
    <SortHeader
      column={column}
      label={columns[column]}
      buttonLabel={t('admin.sortBy', { column: columns[column] })}
      sorted={query}
      onSort={(chosen) => address.push(nextSort(query, chosen, adminFirstOrder))}
    />
  );
  // A subject's code opens its reports where the reports pages can show them to this caller: in
  // the chosen institution when they read its reports, or the demonstration pool. Another
  // institution's subject is read from inside it.
  const caller = useCaller();
  const chosen = useStore(sessionStore, (s) => s.selected_institution_id);
  const reportsOf = (row: EvaluationListItem): string | null => {
    if (row.institution_id === null) return mayOffer(reportEndpoints.listReportsDemo, caller) ? paths.demoEvaluations() : null;
    const inChosen = chosen !== null && chosen !== undefined && String(row.institution_id) === chosen;
    return inChosen && readsReports(caller) ? paths.patientReports({ subject: String(row.subject_id) }) : null;
  };

  return (
    <section>
      <PageHeader title={t('admin.title')} description={t('admin.lead')} />
      <form
        role="search"
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          search.commit();
        }}
      >
        <fieldset className={styles.statusFilter}>
          <legend>{t('admin.filters')}</legend>
          {evaluationStatuses.map((status) => (
            <label key={status} className={styles.check}>
              <input type="checkbox" checked={query.status.includes(status)} onChange={(event) => address.push(statusChange(query, status, event.currentTarget.checked))} />
              {t(`statuses.${status}`)}
            </label>
          ))}
        </fieldset>
        <TextField label={t('admin.search')} type="search" value={search.text} onChange={(event) => search.type(event.currentTarget.value)} autoComplete="off" />
      </form>
      <ResourceView
        resource={list}
        failedTitle={<MessageText message={list.message ?? failed('reportLoad')} />}
        empty={{ title: t('admin.emptyTitle'), text: t('admin.emptyText') }}
      >
        {(data) => (
          <>
            <SortArea busy={list.reloading}>
              <SortMenu
                columns={adminSorts.map((column) => ({ column, label: columns[column] }))}
                sorted={query}
                label={t('admin.sortLabel')}
                ascending={t('admin.ascending')}
                descending={t('admin.descending')}
                onSort={(sorted) => address.push(sorted)}
              />
              <DataTable className={styles.table} frameClassName={styles.scroll}>
                <caption className={styles.caption}>
                  {t('admin.caption', { column: columns[query.sort], order: query.order === 'asc' ? t('admin.ascending') : t('admin.descending') })}
                </caption>
                <thead>
                  <tr>
                    {header('evaluated_at')}
                    {header('subject_code')}
                    {header('institution_name')}
                    {header('status')}
                    <th scope="col">{t('evaluations.version')}</th>
                    <th scope="col">{t('admin.requestedBy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.evaluations.map((row) => {
                    const reports = reportsOf(row);
                    return (
                      <tr key={row.keyid}>
                        <th scope="row">
                          <time dateTime={row.evaluated_at}>{formatDate(row.evaluated_at, locale)}</time>
                        </th>
                        <td data-label={t('evaluations.subject')} className={styles.code}>
                          {reports ? <Link to={reports}>{row.subject_code}</Link> : row.subject_code}
                        </td>
                        <td data-label={t('admin.institution')}>{row.institution_name ?? t('admin.demoPool')}</td>
                        <td data-label={t('evaluations.status')}>
                          <EvaluationStatus status={row.status} label={t(`statuses.${row.status}`)} />
                        </td>
                        <td data-label={t('evaluations.version')} className={styles.number}>
                          {row.report_version ?? t('evaluations.noVersion')}
                        </td>
                        <td data-label={t('admin.requestedBy')}>{row.requested_by ?? ''}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </DataTable>
              <Pager page={query.page} pages={pages} summary={t('admin.showing', { count: data.total_rows })} onPage={(page) => address.push({ page })} />
            </SortArea>
          </>
        )}
      </ResourceView>
    </section>
  );
}
