/**
 * The signed-in shell, loaded through its loader (load-main-layout.ts; shell-entry.ts in the
 * bundle), which is a small chunk of its own: the sign-in screen does not carry how the shell is
 * loaded. The loader starts loading as soon as a sign-in starts (app.tsx) or, for a visitor
 * already signed in, while config.json loads (main.tsx), so it never adds a wait of its own.
 */
import type { loadMainLayout } from './load-main-layout.ts';

/** The shell's loader module, fetched once. */
export const loadShellLoader = () => import('./load-main-layout.ts');

/** The shell's module. */
export const loadShell: typeof loadMainLayout = () => loadShellLoader().then((loader) => loader.loadMainLayout());

/** Fetches the shell's loader ahead of need; a failure (offline) is left to the load that needs
 * it, which retries and says so. */
export function prefetchShellLoader(): void {
  loadShellLoader().catch(() => {});
}
