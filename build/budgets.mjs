// The bundle's byte budgets and what they measure, shared by the budget test
// (test/build/budgets.test.ts) and the bundle benchmark (bench/bundle.mjs). Sizes are gzip bytes
// of the files as built, so they are the same on every run of the same sources.
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { outputForEntry, outputsHoldingInput, staticClosure } from './graph.mjs';
import { entries, firstScreen, publicPath, shellModule } from './options.mjs';
import { gzipBytes } from './sizes.mjs';
import { lateStyleName } from './late-styles.mjs';

// 1 KB = 1000 bytes here, the stricter reading. The one budget is the sign-in route's: what a
// first visit downloads before the form. Everything after sign-in is guarded by what a person
// feels, the slow-network bench (bench/slow-network.mjs: rows within 2.0 s after a reload), not by
// a size per file, so pages are shaped by what they do. The shell and the pages are still measured
// and printed (bench/bundle.mjs) to show where bytes went.
export const budgets = { signInRoute: 90_000 };

const isCode = (file) => /\.(js|css)$/.test(file);

/** The JS and CSS files index.html makes the browser fetch, as metafile-style paths. */
function filesLinkedBy(indexHtml, portalDir) {
  const tags = indexHtml.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+)"/g);
  return [...tags]
    .map((match) => match[1])
    .filter((url) => url.startsWith(`${publicPath}assets/`) && isCode(url))
    .map((url) => `${portalDir}/${url.slice(publicPath.length)}`);
}

/** Where the sign-in page's code is, with a sentence saying so. */
function signInFiles(metafile) {
  const chunk = outputForEntry(metafile, firstScreen);
  if (chunk) return { files: staticClosure(metafile, chunk), note: `lazy chunk ${chunk}` };
  const holders = outputsHoldingInput(metafile, firstScreen);
  if (holders.length) {
    const files = holders.flatMap((file) => staticClosure(metafile, file));
    return { files, note: `not lazy: inside ${holders.join(', ')}` };
  }
  const note = `${firstScreen} is not in the metafile, so the figure covers the entry and CSS only`;
  return { files: [], note };
}

/** A message table's language file and its English sibling: `x/es.ts` → `x/en.ts`, `x/y-es.ts` → `x/y-en.ts`. */
const spanishTable = /(^|\/|-)es\.ts$/;
const englishSibling = (input) => input.replace(spanishTable, '$1en.ts');

/**
 * The files choosing Spanish on the sign-in screen makes the browser fetch beyond the sign-in
 * route (`routeFiles`, metafile paths): the Spanish table of every set of messages the route
 * carries in English (lib/i18n/messages.ts loads each such set's translation before the language
 * shows), with what those chunks import. Sets whose English table is not in the route (the
 * catalogue, a refused sign-in's texts) load only when something shows them, so they are not
 * counted here.
 */
export function spanishSignInFiles(metafile, routeFiles) {
  const route = new Set(routeFiles);
  const routeInputs = new Set(routeFiles.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {})));
  const found = [];
  for (const file of routeFiles) {
    for (const { path, kind } of metafile.outputs[file]?.imports ?? []) {
      const entry = metafile.outputs[path]?.entryPoint;
      if (kind !== 'dynamic-import' || !entry || !spanishTable.test(entry)) continue;
      if (!routeInputs.has(englishSibling(entry))) continue;
      for (const each of staticClosure(metafile, path)) if (!route.has(each) && !found.includes(each)) found.push(each);
    }
  }
  return found;
}

/**
 * Measures a build: `root` is the project root (metafile paths are relative to it) and
 * `portalDir` the portal's output directory in the same form. Returns the sign-in route (what a
 * first visit downloads), the same route with Spanish chosen on it, the signed-in shell (what
 * signing in adds beyond that) and every
 * lazy chunk, largest first; each with its gzip bytes and files.
 */
export function measureBundle({ root, metafile, portalDir }) {
  const gzipOf = (file) => ({ file, gzip: gzipBytes(readFileSync(resolve(root, file))) });
  const total = (files) => files.reduce((sum, { gzip }) => sum + gzip, 0);
  const entry = outputForEntry(metafile, entries.portal);
  if (!entry) throw new Error(`the metafile has no output for ${entries.portal}`);
  const route = signInFiles(metafile);
  const indexHtml = readFileSync(resolve(root, portalDir, 'index.html'), 'utf8');
  const fetched = new Set([
    ...filesLinkedBy(indexHtml, portalDir),
    ...staticClosure(metafile, entry),
    ...route.files,
  ]);
  const signInList = [...fetched].filter(isCode).map(gzipOf);
  const signIn = { name: 'sign-in route', gzip: total(signInList), files: signInList, note: route.note };
  const spanishList = spanishSignInFiles(metafile, [...fetched].filter(isCode)).map(gzipOf);
  const signInSpanish = {
    name: 'sign-in route in Spanish',
    gzip: signIn.gzip + total(spanishList),
    files: spanishList,
  };

  const beforeShell = fetched;
  // A module that brings its own stylesheet (<meta name="portal-style">) downloads it with its
  // code. (data-for names every page that loads the stylesheet; several share one.)
  const sheetsFor = (name) =>
    [...indexHtml.matchAll(/<meta name="portal-style" data-for="([^"]+)" content="([^"]+)"/g)]
      .filter((m) => m[1].split(' ').includes(name))
      .map((m) => `${portalDir}/${m[2].slice(publicPath.length)}`);

  const shellEntry = outputForEntry(metafile, shellModule);
  const shellFiles = shellEntry ? staticClosure(metafile, shellEntry) : [];
  const shellList = [...new Set([...shellFiles, ...sheetsFor(lateStyleName(shellModule))])]
    .filter((file) => !beforeShell.has(file))
    .map(gzipOf);
  const shell = shellEntry ? { name: 'signed-in shell', gzip: total(shellList), files: shellList } : null;

  const lazy = Object.entries(metafile.outputs)
    .filter(([file, out]) => file.endsWith('.js') && out.entryPoint)
    .filter(([, out]) => out.entryPoint !== entries.portal && out.entryPoint !== shellModule)
    .map(([file, out]) => {
      const sheets = sheetsFor(lateStyleName(out.entryPoint));
      const gzip = gzipOf(file).gzip + sheets.reduce((sum, sheet) => sum + gzipOf(sheet).gzip, 0);
      return { file, gzip, name: `lazy chunk for ${out.entryPoint}` };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { signIn, signInSpanish, shell, lazy };
}

/** One sentence per measured part over its budget, naming it and its size; empty when all fit. */
export function overBudget({ signIn, signInSpanish }) {
  const bytes = (n) => `${n.toLocaleString('en-US')} bytes gzip`;
  const checks = [
    [signIn, budgets.signInRoute],
    ...(signInSpanish ? [[signInSpanish, budgets.signInRoute]] : []),
  ];
  return checks
    .filter(([part, budget]) => part.gzip > budget)
    .map(([part, budget]) => {
      const where = part.file ? basename(part.file) : `${part.files.length} files`;
      return `${part.name} (${where}): ${bytes(part.gzip)}, over its budget of ${bytes(budget)}`;
    });
}
