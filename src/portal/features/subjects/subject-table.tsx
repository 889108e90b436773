/** The subject table: sortable column headers, the PP mark explained in words, and the pager. */
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { formatAge, formatDate } from '../../lib/i18n/dates.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths, subjectRecordsPath } from '../../domain/paths.ts';
import { Pager } from '../../ui/pager.tsx';
import { subjectsMessages } from './messages/index.ts';
import { sortChange, subjectPageSize, subjectSorts, type SubjectQuery, type SubjectSort } from './subject-query.ts';
import { pageCount } from '../../lib/list/list-query.ts';
import { SortArea, SortHeader, SortMenu } from '../../ui/sort-controls.tsx';
import type { SubjectList, SubjectRow } from './subjects-api.ts';
import styles from './subjects-page.module.css';
import { DataTable } from '../../ui/data-table.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

interface Props {
  data: SubjectList;
  query: SubjectQuery;
  /** The institution's own record number: shown only in the institution-wide list. */
  showReference: boolean;
  /** What a subject's code opens: its reports, its medical records (a records clerk), or nothing. */
  opens: SubjectOpens;
  /** The rows of another page, sort or search are on their way: the shown rows are marked busy. */
  busy?: boolean;
  /** Moves to another page or sort (a new page starts at 1 unless the page is the change). */
  onChange: (change: Partial<SubjectQuery>) => void;
}

/** The link to a subject's reports; PP rides along when a portal user provided the subject (spec §1). */
export function subjectReportsPath(row: Pick<SubjectRow, 'keyid' | 'portal_provided'>): string {
  return paths.patientReports({ subject: String(row.keyid), ...(row.portal_provided ? { PP: '1' } : {}) });
}

export type SubjectOpens = 'reports' | 'records' | 'nothing';

/** Where a subject's code leads for a reader who may open `opens` (null: plain text). */
export function subjectPath(row: Pick<SubjectRow, 'keyid' | 'portal_provided' | 'subject_code'>, opens: SubjectOpens): string | null {
  if (opens === 'reports') return subjectReportsPath(row);
  return opens === 'records' ? subjectRecordsPath(row.subject_code) : null;
}

export function SubjectTable({ data, query, showReference, opens, busy = false, onChange }: Props) {
  const t = useT(subjectsMessages);
  const locale = useLocale();
  const today = new Date();
  const rows = data.subject_list;
  const total = data.total_rows;
  const pages = pageCount(total, subjectPageSize);
  const from = rows.length === 0 ? 0 : (query.page - 1) * subjectPageSize + 1;
  const to = from === 0 ? 0 : from + rows.length - 1;
  const orderWord = query.order === 'asc' ? t('ascending') : t('descending');

  const header = (sort: SubjectSort) => {
    const label = t(`columns.${sort}`);
    return <SortHeader column={sort} label={label} buttonLabel={t('sortBy', { column: label })} sorted={query} onSort={(column) => onChange(sortChange(query, column))} />;
  };

  const subjectLink = (row: SubjectRow) => {
    const to = subjectPath(row, opens);
    if (!to) return row.subject_code;
    return opens === 'records' ? (
      <Link to={to} aria-label={t('openRecords', { code: row.subject_code })}>{row.subject_code}</Link>
    ) : (
      <Link to={to}>{row.subject_code}</Link>
    );
  };

  return (
    <SortArea busy={busy} className={styles.tableArea}>
      <SortMenu
        columns={subjectSorts.map((column) => ({ column, label: t(`columns.${column}`) }))}
        sorted={query}
        label={t('sortLabel')}
        ascending={t('ascending')}
        descending={t('descending')}
        onSort={onChange}
      />
      {rows.some((row) => row.portal_provided) && <p className={styles.legend}>{t('legend')}</p>}
      <DataTable className={styles.table} frameClassName={styles.scroll}>
          <caption className={styles.caption}>{t('caption', { column: t(`columns.${query.sort}`), order: orderWord })}</caption>
          <thead>
            <tr>
              {header('subject_code')}
              {showReference && <th scope="col">{t('columns.reference')}</th>}
              {header('age')}
              {header('evaluation_count')}
              {header('latest_evaluation_at')}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.keyid}>
                <th scope="row">
                  {subjectLink(row)}
                  {row.portal_provided && (
                    <abbr className={styles.pp} title={t('portalProvidedLong')}>
                      <span aria-hidden="true">{t('portalProvided')}</span>
                      <VisuallyHidden>{t('portalProvidedLong')}</VisuallyHidden>
                    </abbr>
                  )}
                </th>
                {showReference && <td data-label={t('columns.reference')}>{row.reference ?? ''}</td>}
                <td data-label={t('columns.age')}>{formatAge(row.birth_date, today, locale)}</td>
                <td data-label={t('columns.evaluation_count')} className={styles.number}>{row.evaluation_count}</td>
                <td data-label={t('columns.latest_evaluation_at')}>
                  {row.latest_evaluation_at ? formatDate(row.latest_evaluation_at, locale) : t('never')}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      <Pager page={query.page} pages={pages} summary={t('showing', { from, to, count: total })} onPage={(page) => onChange({ page })} />
    </SortArea>
  );
}
