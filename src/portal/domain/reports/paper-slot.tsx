/**
 * Where the report viewer mounts what issue 25 adds to a report: the line saying when the
 * subject's reports were last opened (on screen), and the verification paper (on screen and on
 * paper). Like the processed-video slot, the frame (app/) registers the loader and the part loads
 * when a report is shown.
 */
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { createStore } from '../../lib/store/create-store.ts';
import { useStore } from '../../lib/store/use-store.ts';
import type { EvaluationListItem } from '../../../contract/report-types.ts';
import type { Language } from '../../../contract/languages.ts';

export interface PaperPartProps {
  /** The evaluation whose report is shown (its subject's id and code). */
  evaluation: Pick<EvaluationListItem, 'keyid' | 'subject_id' | 'subject_code'>;
  /** The options the report is shown (and so printed) with. */
  options: {
    lang: Language;
    noComments: boolean;
    discarded: boolean;
    variation: string | null;
    version: number | null;
  };
}

export type PaperPartLoader = () => Promise<{ default: ComponentType<PaperPartProps> }>;

const paperSlot = createStore<{ load: PaperPartLoader | null }>({ load: null });

/** Registers the part's loader (once, by the frame). */
export function registerPaperPart(load: PaperPartLoader): void {
  paperSlot.setState({ load });
}

export function PaperSlot(props: PaperPartProps) {
  const load = useStore(paperSlot, (s) => s.load);
  const Part = useMemo(() => (load ? lazy(load) : null), [load]);
  if (!Part) return null;
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
