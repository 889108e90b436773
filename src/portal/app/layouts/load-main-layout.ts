/**
 * Loads the signed-in layout as a lazy module. This is how the source runs (component tests, any
 * plain bundler); the production build replaces this module with shell-entry.ts, which loads the
 * same layout as an entry of its own (build/options.mjs says why).
 */

/** The signed-in layout's module, imported on first use. */
export const loadMainLayout = (): Promise<typeof import('./main-layout.tsx')> =>
  import('./main-layout.tsx');
