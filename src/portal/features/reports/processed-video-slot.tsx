/** Mounts the processed-video panel registered in domain/reports/processed-video-slot.ts, if any. */
import { lazy, Suspense, useMemo } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { processedVideoSlot, type ProcessedVideoPanelProps } from '../../domain/reports/processed-video-slot.ts';

export function ProcessedVideoSlot(props: ProcessedVideoPanelProps) {
  const load = useStore(processedVideoSlot, (s) => s.load);
  const Panel = useMemo(() => (load ? lazy(load) : null), [load]);
  if (!Panel || props.taskId === null) return null;
  return (
    <div data-slot="processed-video" data-print-hide="">
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    </div>
  );
}
