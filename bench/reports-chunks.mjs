// What each subjects-and-reports page makes the browser download once the signed-in shell is
// there: its own chunk and every chunk it imports that the sign-in route and the shell do not
// already bring (the CSS of every page travels in the shell's stylesheet, see build/graph.mjs).
// Used by bench/reports-render.mjs and test/build/budgets.test.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { outputForEntry, staticClosure } from '../build/graph.mjs';
import { entries, shellModule } from '../build/options.mjs';
import { gzipBytes } from '../build/sizes.mjs';

/** The pages of the area, by route, with the module the route loads. */
export const reportPages = [
  ['/patients', 'src/portal/features/subjects/subjects-page.tsx'],
  ['/patient/reports', 'src/portal/features/reports/reports-page.tsx'],
  ['/patient/legacy_reports', 'src/portal/features/reports/legacy-reports-page.tsx'],
  ['/demo_evals', 'src/portal/features/reports/demo-evaluations-page.tsx'],
  ['/admin_panel', 'src/portal/features/reports/admin-panel-page.tsx'],
  ['comparison over time (loaded on demand by the three report pages)', 'src/portal/features/reports/longitudinal-view.tsx'],
];

/** Gzip bytes of each page beyond the sign-in route and the shell, with the files counted. */
export function reportPageWeights({ root, metafile }) {
  const gzipOf = (file) => gzipBytes(readFileSync(resolve(root, file)));
  const main = outputForEntry(metafile, entries.portal);
  const shell = outputForEntry(metafile, shellModule);
  const already = new Set([...(main ? staticClosure(metafile, main) : []), ...(shell ? staticClosure(metafile, shell) : [])]);
  return reportPages.map(([route, input]) => {
    const chunk = outputForEntry(metafile, input);
    if (!chunk) return { route, input, gzip: null, files: [] };
    const files = staticClosure(metafile, chunk).filter((file) => !already.has(file));
    return { route, input, gzip: files.reduce((sum, file) => sum + gzipOf(file), 0), files };
  });
}
