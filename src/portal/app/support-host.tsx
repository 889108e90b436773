/** The Support Request dialog a page asks for (domain/support/support-request.ts). */
import { useStore } from '../lib/store/use-store.ts';
import { closeSupportRequest, supportRequestStore } from '../domain/support/support-request.ts';
import { SupportDialog } from '../features/support/support-dialog.tsx';

export function SupportHost() {
  const open = useStore(supportRequestStore, (s) => s.open);
  const reason = useStore(supportRequestStore, (s) => s.reason);
  const evaluationId = useStore(supportRequestStore, (s) => s.evaluationId);
  return <SupportDialog open={open} onClose={closeSupportRequest} presetReason={reason} evaluationId={evaluationId} />;
}
