/**
 * The signed-in layout, loaded on first use: its user menu, sidebar and support dialog (and their
 * styles) are not needed to sign in, so the sign-in screen downloads less.
 */
import type { ReactNode } from 'react';
import { lazyLoadDelayMs } from '../../../contract/constants.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ChunkFailed, useLazyModule } from '../lazy-module.tsx';
import { loadShell } from './load-shell.ts';
import { resolveRoute } from '../resolve-route.ts';

export function LazyMainLayout({ children }: { children: ReactNode }) {
  const state = useLazyModule(loadShell);
  if (state.status === 'ready') return <state.module.MainLayout resolveRoute={resolveRoute}>{children}</state.module.MainLayout>;
  if (state.status === 'failed') return <ChunkFailed onRetry={state.retry} />;
  return <Spinner delayMs={lazyLoadDelayMs} />;
}
