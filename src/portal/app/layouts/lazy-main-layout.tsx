/**
 * The signed-in layout, loaded on first use: its user menu, sidebar and support dialog (and their
 * styles) are not needed to sign in, so the sign-in screen downloads less.
 */
import type { ReactNode } from 'react';
import { lazyLoadDelayMs } from '../../../contract/constants.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ChunkFailed, useLazyModule } from '../lazy-module.tsx';
import { loadShellEntry } from './shell-entry.ts';

type ShellModule = typeof import('./main-layout.tsx');

// PORTAL_BUNDLE is defined only by build.mjs: the bundle loads the shell as its own entry, while
// tests running the source import it directly. The check must stay inline for esbuild to drop the
// other branch (and with it the shell's CSS from the sign-in stylesheet).
const loadMainLayout = (): Promise<ShellModule> =>
  typeof PORTAL_BUNDLE !== 'undefined' ? loadShellEntry<ShellModule>() : import('./main-layout.tsx');

export function LazyMainLayout({ children }: { children: ReactNode }) {
  const state = useLazyModule(loadMainLayout);
  if (state.status === 'ready') return <state.module.MainLayout>{children}</state.module.MainLayout>;
  if (state.status === 'failed') return <ChunkFailed onRetry={state.retry} />;
  return <Spinner delayMs={lazyLoadDelayMs} />;
}
