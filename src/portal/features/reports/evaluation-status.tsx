/** An evaluation's status as every list shows it: a shape beside the word, never the word alone in colour. */
import type { EvaluationStatus as Status } from '../../../contract/report-constants.ts';
import styles from './reports-page.module.css';

const symbols: Readonly<Record<Status, string>> = { requested: '◔', processing: '◔', ready: '✓', failed: '✕' };

export function EvaluationStatus({ status, label }: { status: Status; label: string }) {
  return (
    <span className={styles.status}>
      <span aria-hidden="true">{symbols[status]} </span>
      {label}
    </span>
  );
}
