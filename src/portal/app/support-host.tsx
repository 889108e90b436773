/**
 * The Support Request dialog a page asks for (domain/support/support-request.ts). The dialog loads
 * the first time a page asks for it, so the signed-in frame does not carry a form most visits never
 * open; once loaded it stays mounted, so closing it returns focus as usual.
 */
import { lazy, Suspense, useState } from 'react';
import { useStore } from '../lib/store/use-store.ts';
import { closeSupportRequest, supportRequestStore } from '../domain/support/support-request.ts';

const SupportDialog = lazy(() => import('../features/support/support-dialog.tsx').then((m) => ({ default: m.SupportDialog })));

export function SupportHost() {
  const open = useStore(supportRequestStore, (s) => s.open);
  const reason = useStore(supportRequestStore, (s) => s.reason);
  const evaluationId = useStore(supportRequestStore, (s) => s.evaluationId);
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  if (!asked && !open) return null;
  return (
    <Suspense fallback={null}>
      <SupportDialog open={open} onClose={closeSupportRequest} presetReason={reason} evaluationId={evaluationId} />
    </Suspense>
  );
}
