/** An evaluation's status as every list shows it: a shape beside the word, never the word alone in colour. */
import type { EvaluationStatus as Status } from '../../../contract/report-constants.ts';

const symbols: Readonly<Record<Status, string>> = { requested: '◔', processing: '◔', ready: '✓', failed: '✕' };

export function EvaluationStatus({ status, label }: { status: Status; label: string }) {
  return (
    <span>
      {/* The shape stays with the first word; a long word (Portuguese's "Em processamento") may wrap after it. */}
      <span aria-hidden="true">{symbols[status]}{'\u00a0'}</span>
      {label}
    </span>
  );
}
