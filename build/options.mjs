// What esbuild is asked to do for the portal and for the reference server, and where the build
// reads and writes. Paths are relative to the project root.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenChunk } from './chunks.mjs';
import { buildInfo } from './build-info.mjs';

// spec §9: the portal lives under /portal. Every URL the build writes is absolute, since the CSP
// sets base-uri 'none' and a <base href> is therefore not an option.
export const publicPath = '/portal/';
export const entries = {
  portal: 'src/portal/main.tsx',
  server: 'src/server/main.ts',
};
// The signed-in layout, imported lazily by the route table (app/routes.ts loadShell). Its
// stylesheet is named in index.html like any late module's, and holds what its pages share.
export const shellModule = 'src/portal/app/layouts/main-layout.tsx';
// The page most visitors see first (spec §2: signed-out visitors land on it): its modules share
// one chunk with the entry's (build/chunks.mjs), and the budgets measure its route (budgets.mjs).
export const firstScreen = 'src/portal/features/auth/sign-in-page.tsx';
export const serverApp = 'src/server/app.ts';
// The theme script: a classic script index.html runs in <head> before anything is painted, bundled
// on its own (themeBootOptions) so the page shows the chosen theme from its first frame.
export const themeBoot = 'src/portal/lib/theme/theme-boot.ts';
// Lazily loaded modules the sign-in page does not show, whose CSS stays out of the first screen's
// stylesheet: each has a stylesheet of its own, named in index.html (<meta name="portal-style">),
// which its loader adds before it renders (src/portal/app/late-styles.ts). The build fails when a
// lazily loaded module's CSS is left out of the first screen's stylesheet without being listed here.
// The signed-in layout's pages bring their own stylesheets the same way: the build reads them from
// the route table, where each is loaded through shellPage (build/late-styles.mjs shellPageModules).
export const routeTableFile = 'src/portal/app/routes.ts';
export const lateStyled = [
  'src/portal/app/worded-toast.tsx',
  'src/portal/app/config-error.tsx',
  'src/portal/features/pages/not-found-page.tsx',
  'src/portal/features/pages/server-error-page.tsx',
  'src/portal/features/verify/verify-page.tsx',
  'src/portal/features/auth/terms-page.tsx',
];


/** Where a build reads and writes; `dist` is dist/ unless build.mjs is told otherwise (--dist). */
export function buildDirs(dist = 'dist') {
  const [portal, server, metafile] = [`${dist}/portal`, `${dist}/server`, `${dist}/meta.json`];
  return { static: 'static', dist, portal, server, metafile };
}
export const dirs = buildDirs();
export const templateFile = 'static/index.html';
export const metafileOut = dirs.metafile;

/** The theme script: one small classic script, minified, written by build.mjs with a hashed name. */
export function themeBootOptions({ root, logLevel }) {
  return {
    absWorkingDir: root,
    entryPoints: [themeBoot],
    bundle: true,
    write: false,
    // No wrapper: the script has no import or export, and its one binding is block-scoped.
    format: 'esm',
    platform: 'browser',
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    minify: true,
    charset: 'utf8',
    logLevel,
  };
}

/**
 * The portal: browser ESM split at every import(), hashed names, minified. Its plugin groups the
 * sign-in route's shared modules into one file (build/chunks.mjs).
 */
export function portalOptions({ root, logLevel, plugins = [], outdir = dirs.portal }) {
  const portalEntries = [entries.portal];
  return {
    absWorkingDir: root,
    entryPoints: portalEntries,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    jsx: 'automatic',
    minify: true,
    // Maps are written for support staff but not referenced, so browsers never fetch them.
    sourcemap: 'external',
    // React's licence texts go to *.LEGAL.txt files beside the chunks that carry its code.
    legalComments: 'linked',
    charset: 'utf8',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunk-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath,
    loader: {
      '.module.css': 'local-css',
      '.svg': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.jpeg': 'file',
      '.webp': 'file',
      '.gif': 'file',
    },
    define: { 'process.env.NODE_ENV': '"production"', __PORTAL_BUILD__: JSON.stringify(buildInfo(root)) },
    metafile: true,
    // build.mjs writes the files itself, leaving out the CSS no page needs (build/graph.mjs).
    write: false,
    logLevel,
    plugins: [
      firstScreenChunk({ entries: portalEntries, firstScreen }),
      ...plugins,
    ],
  };
}

// Dependencies stay external and load through Node's own resolution; the banner gives any
// bundled CommonJS code the `require` that ESM output otherwise lacks.
const requireBanner =
  "import { createRequire as __createRequire } from 'node:module';\n" +
  'const require = __createRequire(import.meta.url);';

/** The reference server: Node 20 ESM with its npm packages left external. */
export function serverOptions({ root, logLevel, plugins = [], outdir = dirs.server }) {
  // app.js is emitted beside main.js so the benchmark can import startServer from the build.
  const entryPoints = [entries.server, ...(existsSync(join(root, serverApp)) ? [serverApp] : [])];
  return {
    absWorkingDir: root,
    entryPoints,
    outdir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: 'linked',
    charset: 'utf8',
    banner: { js: requireBanner },
    logLevel,
    plugins,
  };
}
