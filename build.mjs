// The one build script. Bundles the portal for browsers (ESM, one lazy chunk per page, the first
// screen's shared modules in one chunk (build/chunks.mjs), hashed names, SRI in index.html) into
// dist/portal/ and the reference server for Node into dist/server/, copies static/, writes Brotli
// and gzip copies of the portal's text files (build/compress.mjs; not in --watch), and prints
// every output file's size.
// Usage: node build.mjs [--quiet] [--watch] [--dist DIR]
//   --quiet     print only errors and one summary line
//   --watch     rebuild whenever src/ or static/ changes (npm run dev); builds only, serves nothing
//   --dist DIR  write to DIR instead of dist/ (the bundle budget test builds into a temporary one)
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseStylesheets, outputForEntry, staticClosure } from './build/graph.mjs';
import { withoutRulesOf } from './build/css.mjs';
import { lateStyleName, shellPageModules, splitLateStyles, splitShellStyles } from './build/late-styles.mjs';
import { assertNoInlineCode, renderIndexHtml, sriHash } from './build/html.mjs';
import {
  buildDirs,
  entries,
  firstScreen,
  lateStyled,
  routeTableFile,
  portalOptions,
  publicPath,
  serverOptions,
  shellModule,
  templateFile,
  themeBoot,
  themeBootOptions,
} from './build/options.mjs';
import { formatSizeTable, listFiles, sizeRows } from './build/sizes.mjs';
import { isCompressedCopy, writeCompressedCopies } from './build/compress.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const at = (path) => resolve(root, path);
const argv = process.argv.slice(2);
const args = new Set(argv);
const quiet = args.has('--quiet');

const toPosix = (path) => path.split(sep).join('/');
// Paths stay relative to the project root, as esbuild's metafile writes them, wherever dist is.
const distArg = argv.includes('--dist') ? (argv[argv.indexOf('--dist') + 1] ?? '') : 'dist';
const dirs = buildDirs(toPosix(relative(root, resolve(distArg))));
const metafileOut = dirs.metafile;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const logLevel = quiet ? 'error' : 'warning';

/** Writes the portal's output files, index.html, the static files and dist/meta.json. */
function writePortal({ metafile, outputFiles }) {
  const entry = outputForEntry(metafile, entries.portal);
  const shell = outputForEntry(metafile, shellModule);
  const shellCss = shell ? metafile.outputs[shell].cssBundle : undefined;
  const contents = new Map(
    outputFiles.map((out) => [toPosix(relative(root, out.path)), out.contents]),
  );
  const decode = (file) => new TextDecoder().decode(contents.get(file));
  const encode = (text) => new TextEncoder().encode(text);
  // The first screen's stylesheet holds only what it shows; lazily loaded modules the sign-in page
  // does not show bring their own (build/late-styles.mjs).
  const pages = shellPageModules(readFileSync(at(routeTableFile), 'utf8'), routeTableFile);
  const { entryCss: firstScreenCss, late } = splitLateStyles({
    metafile,
    cssOf: decode,
    entry,
    firstScreenChunk: outputForEntry(metafile, firstScreen),
    lateStyled,
    loadedLater: shellCss ? [shellCss] : [],
    shellPages: pages,
  });
  const entryCss = metafile.outputs[entry].cssBundle;
  // The shell's stylesheet holds what the shell shows; each page of the signed-in layout brings
  // its own, added after the shell's (app/routes.ts shellPage).
  const shellStyles = shell && shellCss
    ? splitShellStyles({
        metafile,
        cssOf: decode,
        shell,
        shellCss: firstScreenCss ? withoutRulesOf(decode(shellCss), firstScreenCss) : decode(shellCss),
        earlierCss: firstScreenCss,
        pages,
      })
    : { shellCss: undefined, late: [] };
  // The shell's own stylesheet is named like a page's, first, as the shell loads before its pages.
  const shellSheet = shellCss && shellStyles.shellCss !== undefined
    ? [{ name: lateStyleName(shellModule), file: shellCss, css: shellStyles.shellCss }]
    : [];
  const allLate = [...shellSheet, ...late, ...shellStyles.late].filter(({ css }) => css);
  const lateFiles = [...new Set(allLate.map(({ file }) => file))];
  const { linked, redundant } = chooseStylesheets(metafile, entry, [...(shellCss ? [shellCss] : []), ...lateFiles]);
  const skipped = new Set(redundant.flatMap((file) => [file, `${file}.map`]));
  if (entryCss && firstScreenCss !== undefined && firstScreenCss !== decode(entryCss)) {
    contents.set(entryCss, encode(firstScreenCss));
    skipped.add(`${entryCss}.map`); // no longer matches the trimmed file
  }
  for (const { file, css } of allLate) {
    contents.set(file, encode(css));
    skipped.add(`${file}.map`);
  }
  // The theme script, named by its content's hash like every asset, so it is cached for good.
  const bootCode = esbuild.buildSync(themeBootOptions({ root, logLevel })).outputFiles[0].contents;
  const bootFile = `${dirs.portal}/assets/theme-${createHash('sha256').update(bootCode).digest('hex').slice(0, 8).toUpperCase()}.js`;
  contents.set(bootFile, bootCode);
  const kept = [...contents.keys()].filter((file) => !skipped.has(file));
  removeStaleAssets(kept);
  for (const file of kept) {
    mkdirSync(dirname(at(file)), { recursive: true });
    writeFileSync(at(file), contents.get(file));
  }
  const asset = (file) => ({
    url: publicPath + toPosix(relative(dirs.portal, file)),
    integrity: sriHash(contents.get(file)),
  });
  // The entry's static imports and the sign-in page's chunk with its own are preloaded, fetched
  // in parallel with the entry and verified, so the form most visitors open first waits for no
  // second round of requests; other pages load later through import(), which has no integrity
  // attribute to carry.
  const firstScreenChunk = outputForEntry(metafile, firstScreen);
  const preloads = [
    ...new Set([...staticClosure(metafile, entry), ...(firstScreenChunk ? staticClosure(metafile, firstScreenChunk) : [])]),
  ].slice(1);
  const html = renderIndexHtml(readFileSync(at(templateFile), 'utf8'), {
    stylesheets: linked.map(asset),
    preloads: preloads.map(asset),
    script: asset(entry),
    themeScript: asset(bootFile),
    lateStyles: allLate.map(({ name, file }) => ({ name, ...asset(file) })),
  });
  assertNoInlineCode(html, 'dist/portal/index.html');
  writeFileSync(at(`${dirs.portal}/index.html`), html);
  copyStatic();
  writeFileSync(at(metafileOut), JSON.stringify(metafile, null, 1));
  return { stylesheets: linked.length, dropped: redundant.length, preloads: preloads.length };
}

/** Removes hashed files an earlier watch rebuild wrote and the current build no longer has. */
function removeStaleAssets(kept) {
  const assets = `${dirs.portal}/assets`;
  if (!existsSync(at(assets))) return;
  const keep = new Set(kept);
  for (const file of listFiles(at(assets))) {
    if (!keep.has(`${assets}/${file}`)) rmSync(at(`${assets}/${file}`));
  }
}

/** Copies static/ into dist/portal/, all but the index.html template, after checking it. */
function copyStatic() {
  const config = at(`${dirs.static}/config.json`);
  try {
    JSON.parse(readFileSync(config, 'utf8'));
  } catch (error) {
    throw new Error(`static/config.json is missing or not valid JSON (${error.message})`);
  }
  for (const file of listFiles(at(dirs.static)).filter((name) => name.endsWith('.html'))) {
    assertNoInlineCode(readFileSync(at(`${dirs.static}/${file}`), 'utf8'), `static/${file}`);
  }
  cpSync(at(dirs.static), at(dirs.portal), {
    recursive: true,
    filter: (source) => source !== at(templateFile),
  });
}

function checkEntries() {
  for (const entry of [...Object.values(entries), shellModule, themeBoot]) {
    if (!existsSync(at(entry))) throw new Error(`entry point ${entry} does not exist`);
  }
  if (!existsSync(at(templateFile))) throw new Error(`${templateFile} does not exist`);
  // clean() empties the output directory: dist/ or a directory wholly outside the project.
  const within = (dir, parent) => !relative(parent, dir).startsWith('..') && !isAbsolute(relative(parent, dir));
  const dist = at(dirs.dist);
  if (dist !== at('dist') && (within(dist, root) || within(root, dist))) {
    throw new Error(`--dist must name dist/ or a directory outside the project (got "${distArg}")`);
  }
}

function clean() {
  rmSync(at(dirs.dist), { recursive: true, force: true });
  mkdirSync(at(dirs.portal), { recursive: true });
}

async function buildOnce() {
  const started = performance.now();
  const timed = async (task) => {
    const start = performance.now();
    const result = await task();
    return { result, ms: performance.now() - start };
  };
  const [portal, server] = await Promise.all([
    timed(async () => writePortal(await esbuild.build(portalOptions({ root, logLevel, outdir: dirs.portal })))),
    timed(() => esbuild.build(serverOptions({ root, logLevel, outdir: dirs.server }))),
  ]);
  const compressedStart = performance.now();
  const copies = writeCompressedCopies(at(dirs.portal));
  const compressMs = performance.now() - compressedStart;
  const total = performance.now() - started;
  const portalRows = sizeRows(at(dirs.portal)).filter((row) => !isCompressedCopy(row.file));
  const serverRows = sizeRows(at(dirs.server));
  if (quiet) {
    const portalFiles = `${dirs.portal} (${portalRows.length} files)`;
    const serverFiles = `${dirs.server} (${serverRows.length} files)`;
    console.log(`built ${portalFiles} and ${serverFiles} in ${seconds(total)}`);
    return;
  }
  console.log(formatSizeTable([
    { title: `${dirs.portal}/`, rows: portalRows },
    { title: `${dirs.server}/`, rows: serverRows },
  ]));
  const { stylesheets, dropped, preloads } = portal.result;
  console.log(
    `\nindex.html links ${stylesheets} stylesheet(s) holding every page's CSS and preloads ` +
      `${preloads} chunk(s); ${dropped} duplicate per-page CSS file(s) left out. ` +
      `Metafile: ${metafileOut}`,
  );
  console.log(`${copies} Brotli and gzip copies of the text files written beside them (X.br, X.gz).`);
  const parts = `portal ${seconds(portal.ms)}, server ${seconds(server.ms)}, compression ${seconds(compressMs)}`;
  console.log(`built in ${seconds(total)} (${parts})`);
}

/** An esbuild plugin that finishes each watch rebuild and prints one line about it. */
function rebuildReporter(name, finish = () => {}) {
  return {
    name: `report-${name}`,
    setup(build) {
      let started = 0;
      let builds = 0;
      build.onStart(() => {
        started = performance.now();
      });
      build.onEnd((result) => {
        const time = new Date().toLocaleTimeString('en-GB');
        if (result.errors.length) {
          console.log(`${time} ${name}: build failed with ${result.errors.length} error(s) above`);
          return;
        }
        try {
          finish(result);
          const verb = builds++ ? 'rebuilt' : 'built';
          console.log(`${time} ${name}: ${verb} in ${Math.round(performance.now() - started)} ms`);
        } catch (error) {
          console.log(`${time} ${name}: build failed: ${error.message}`);
        }
      });
    },
  };
}

async function watchMode() {
  const portalPlugins = [rebuildReporter('portal', writePortal)];
  const portalOut = { outdir: dirs.portal, plugins: portalPlugins };
  const portal = await esbuild.context(portalOptions({ root, logLevel, ...portalOut }));
  const serverOut = { outdir: dirs.server, plugins: [rebuildReporter('server')] };
  const server = await esbuild.context(serverOptions({ root, logLevel, ...serverOut }));
  await Promise.all([portal.watch(), server.watch()]);
  // esbuild watches only the files it bundles; static/ changes rebuild the portal so index.html
  // and the copied files follow. Bursts of events (an editor saving) collapse into one rebuild.
  let pending;
  watch(at(dirs.static), { recursive: true }, () => {
    clearTimeout(pending);
    // A failed rebuild has already been reported by rebuildReporter.
    pending = setTimeout(() => portal.rebuild().catch(() => {}), 100);
  });
  // Ctrl+C ends the process; esbuild's helper process exits with it.
  console.log('watching src/ and static/; press Ctrl+C to stop');
}

try {
  checkEntries();
  clean();
  await (args.has('--watch') ? watchMode() : buildOnce());
} catch (error) {
  // esbuild has already printed its own messages with file and line.
  const detail = error.errors?.length ? `${error.errors.length} error(s) above` : error.message;
  console.error(`build failed: ${detail}`);
  process.exit(1);
}
