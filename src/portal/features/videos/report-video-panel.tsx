/**
 * The processed-video panel as the report viewer's slot mounts it (domain/reports/
 * processed-video-slot.ts): the viewer knows which form of the calls its report used.
 */
import type { ProcessedVideoPanelProps } from '../../domain/reports/processed-video-slot.ts';
import { ProcessedVideoPanel } from './processed-video-panel.tsx';

export default function ReportVideoPanel({ evaluationId, scope }: ProcessedVideoPanelProps) {
  return <ProcessedVideoPanel evaluationId={evaluationId} form={scope} />;
}
