/**
 * The evaluations of a subject (or of the demonstration pool): date, age, status, version; the one
 * on screen marked; boxes to choose evaluations to compare over time. On a narrow screen each
 * evaluation is a card (DataTable): its box at the end, its date first, each value labelled.
 */
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { formatDate } from '../../lib/i18n/dates.ts';
import type { EvaluationListItem } from '../../../contract/report-types.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.tsx';
import { reportsMessages } from './messages/index.ts';
import { formatAgeMonths } from './report-format.ts';
import styles from './reports-page.module.css';
import { EvaluationStatus } from './evaluation-status.tsx';

interface Props {
  rows: readonly EvaluationListItem[];
  caption: string;
  /** The demonstration pool lists several subjects: their codes get a column. */
  showSubject: boolean;
  current: number | null;
  chosen: readonly number[];
  onOpen: (id: number) => void;
  onChoose: (id: number, chosen: boolean) => void;
}

export function EvaluationTable({ rows, caption, showSubject, current, chosen, onOpen, onChoose }: Props) {
  const t = useT(reportsMessages);
  const locale = useLocale();
  return (
    <DataTable className={styles.table} stackedClassName={styles.tableStacked} frameClassName={styles.scroll} stackBelow="medium">
        {/* Named on screen by the panel it is folded in (reports-screen.tsx). */}
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" data-label="">{t('evaluations.select')}</th>
            <th scope="col" data-label="">{t('evaluations.date')}</th>
            {showSubject && <th scope="col">{t('evaluations.subject')}</th>}
            <th scope="col">{t('evaluations.age')}</th>
            <th scope="col">{t('evaluations.status')}</th>
            <th scope="col">{t('evaluations.version')}</th>
            <th scope="col" data-label="">{t('evaluations.report')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const date = formatDate(row.evaluated_at, locale);
            const isCurrent = row.keyid === current;
            return (
              <tr key={row.keyid} className={isCurrent ? styles.current : undefined} aria-current={isCurrent ? 'true' : undefined}>
                <td className={styles.selectCell}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    aria-label={t('evaluations.selectOne', { date })}
                    checked={chosen.includes(row.keyid)}
                    disabled={row.status !== 'ready'}
                    onChange={(event) => onChoose(row.keyid, event.currentTarget.checked)}
                  />
                </td>
                <th scope="row">{date}</th>
                {showSubject && <td data-label={t('evaluations.subject')}>{row.subject_code}</td>}
                <td data-label={t('evaluations.age')}>{formatAgeMonths(row.age_months, locale)}</td>
                <td data-label={t('evaluations.status')}>
                  <EvaluationStatus status={row.status} label={t(`statuses.${row.status}`)} />
                </td>
                <td data-label={t('evaluations.version')} className={styles.number}>{row.report_version ?? t('evaluations.noVersion')}</td>
                <td className={styles.actionCell}>
                  {isCurrent ? (
                    <span className={styles.showing}>{t('evaluations.showing')}</span>
                  ) : (
                    <Button variant="secondary" size="small" aria-label={t('evaluations.openNamed', { date })} onClick={() => onOpen(row.keyid)}>
                      {t('evaluations.open')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
    </DataTable>
  );
}
