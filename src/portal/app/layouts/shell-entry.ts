/**
 * Loads the signed-in shell in the production bundle, where build.mjs puts this module in place of
 * load-main-layout.ts (same export, same type). There the shell is an entry of its own
 * (build/options.mjs says why), which index.html names in <meta name="portal-shell"> with its
 * integrity hashes: the stylesheet is added first so nothing renders unstyled, the module is
 * preloaded with its hash so the browser verifies it, then imported.
 */
import type { loadMainLayout as loadFromSource } from './load-main-layout.ts';
import { addLink } from '../late-styles.ts';

type ShellModule = Awaited<ReturnType<typeof loadFromSource>>;

/** The shell's module, loaded by the URL and hashes index.html gives. */
export const loadMainLayout: typeof loadFromSource = async () => {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portal-shell"]');
  if (!meta?.content) throw new Error('portal-shell'); // index.html lacks <meta name="portal-shell">
  const { css, cssIntegrity, integrity } = meta.dataset;
  if (css && !document.querySelector(`link[rel="stylesheet"][href="${css}"]`)) {
    await addLink({ rel: 'stylesheet', href: css, integrity: cssIntegrity ?? '' });
  }
  // Browsers without modulepreload (Safari before 17, Firefox before 115) fire no load event for
  // it, so they import directly, without the integrity check.
  const preloads = document.createElement('link').relList.supports('modulepreload');
  if (preloads && !document.querySelector(`link[rel="modulepreload"][href="${meta.content}"]`)) {
    await addLink({ rel: 'modulepreload', href: meta.content, integrity: integrity ?? '' });
  }
  return (await import(meta.content)) as ShellModule;
};
