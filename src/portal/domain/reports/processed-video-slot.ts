/**
 * The place in the report viewer where a "processed video" panel is mounted. The report viewer
 * (features/reports) renders whatever panel is registered here for the evaluation on screen; the
 * videos feature provides the panel and the frame (app/) registers its loader, so neither feature
 * imports the other. The panel loads only when a report is shown.
 */
import type { ComponentType } from 'react';
import { createStore } from '../../lib/store/create-store.ts';

export interface ProcessedVideoPanelProps {
  /** The evaluation whose report is on screen. */
  evaluationId: number;
  /** Its processing task; null for legacy evaluations, which have no video. */
  taskId: string | null;
  /** Which paths the panel calls: the institution's, the caller's own (_inst_user), or demo. */
  scope: 'inst' | 'inst_user' | 'demo';
}

export type ProcessedVideoPanelLoader = () => Promise<{ default: ComponentType<ProcessedVideoPanelProps> }>;

export const processedVideoSlot = createStore<{ load: ProcessedVideoPanelLoader | null }>({ load: null });

/** Registers the panel's loader (once, by the frame). */
export function registerProcessedVideoPanel(load: ProcessedVideoPanelLoader): void {
  processedVideoSlot.setState({ load });
}
