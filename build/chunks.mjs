// Chunk grouping for the portal, decided by the build rather than by imports in the code.
//
// esbuild's code splitting treats the entries and every import() target as chunk roots and puts
// each module into the chunk shared by exactly the roots that reach it. The modules of the first
// screen (the portal entry and the sign-in page) are reached by a different set of pages each, so
// left alone they scatter into a dozen small chunks the sign-in route all fetches (about 4 KB more
// gzip). This plugin makes every root also import those of them that any other root uses,
// through one virtual module, so they share one chunk; modules only one root needs stay in its
// chunk, and pages still import only what they use.
import { readFile } from 'node:fs/promises';
import { extname, relative, sep } from 'node:path';

const virtualName = 'portal-first-screen';
const namespace = 'portal-chunks';
const loaders = { '.js': 'js', '.mjs': 'js', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx' };
const isStatic = (kind) => kind === 'import-statement' || kind === 'require-call';

/**
 * From a metafile of the portal's module graph: the chunk roots, the first-screen modules other
 * roots share (`shared`), and the fewest of them whose imports reach all the others (`tops`).
 * Stylesheets stay out: CSS order follows imports, and the JS that imports a shared stylesheet
 * brings it along.
 */
export function chunkPlan(metafile, { entries, firstScreen }) {
  const { inputs } = metafile;
  const deps = (file) =>
    (inputs[file]?.imports ?? []).filter((i) => !i.external && isStatic(i.kind)).map((i) => i.path);
  const closure = (file) => {
    const seen = new Set([file]);
    for (const each of seen) deps(each).forEach((dep) => seen.add(dep));
    return seen;
  };
  const lazy = Object.values(inputs)
    .flatMap((input) => input.imports)
    .filter((i) => !i.external && i.kind === 'dynamic-import')
    .map((i) => i.path);
  const roots = [...new Set([...entries, ...lazy])];
  const reachedBy = new Map();
  for (const root of roots) {
    for (const file of closure(root)) reachedBy.set(file, (reachedBy.get(file) ?? 0) + 1);
  }
  const firstScreenFiles = new Set([
    ...closure(entries[0]),
    ...(firstScreen ? closure(firstScreen) : []),
  ]);
  // A module that lazily loads styled code (the route table, and what imports it) stays out: every
  // file importing the shared chunk would otherwise count that code's CSS as its own, and the
  // stylesheets could no longer be told apart (build/late-styles.mjs).
  const loadsStyles = (file) =>
    (inputs[file]?.imports ?? []).some(
      (i) => !i.external && i.kind === 'dynamic-import' && [...closure(i.path)].some((dep) => dep.endsWith('.css')),
    );
  const stylesLoaders = new Set(Object.keys(inputs).filter(loadsStyles));
  const leadsToStyles = (file) => [...closure(file)].some((dep) => stylesLoaders.has(dep));
  const shared = [...firstScreenFiles].filter(
    (file) => reachedBy.get(file) > 1 && !file.endsWith('.css') && !roots.includes(file) && !leadsToStyles(file),
  );
  const importedByShared = new Set(shared.flatMap(deps));
  return { roots, shared, tops: shared.filter((file) => !importedByShared.has(file)) };
}

/**
 * The esbuild plugin. `entries` are the build's entry points, the portal's first; `firstScreen`
 * is the page most visitors open first; `graphPlugins` are the plugins that shape the module graph
 * (the plan is made from a quick unminified build with them before each build).
 */
export function firstScreenChunk({ entries, firstScreen, graphPlugins = [] }) {
  return {
    name: 'first-screen-chunk',
    setup(build) {
      const options = build.initialOptions;
      const root = options.absWorkingDir ?? process.cwd();
      const toMeta = (path) => relative(root, path).split(sep).join('/');
      let plan = { roots: [], tops: [] };
      let roots = new Set();
      build.onStart(async () => {
        try {
          const { metafile } = await build.esbuild.build({
            ...options,
            plugins: graphPlugins,
            minify: false,
            sourcemap: false,
            write: false,
            metafile: true,
            logLevel: 'silent',
          });
          plan = chunkPlan(metafile, { entries, firstScreen });
        } catch {
          // The build proper reports the same errors with their file and line.
          plan = { roots: [], tops: [] };
        }
        roots = new Set(plan.roots);
      });
      build.onResolve({ filter: new RegExp(`^${virtualName}$`) }, () => ({
        path: virtualName,
        namespace,
      }));
      // Imports relative to the project root, never absolute paths: the module's text reaches
      // the output (source maps, chunk hashes), which must not depend on where the checkout is.
      build.onLoad({ filter: /.*/, namespace }, () => ({
        contents: plan.tops.map((file) => `import ${JSON.stringify(`./${file}`)};`).join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
      // Appended, so the root's own imports still run first, as written.
      build.onLoad({ filter: /\.[mc]?[jt]sx?$/ }, async (args) => {
        if (!plan.tops.length || !roots.has(toMeta(args.path))) return undefined;
        const loader = loaders[extname(args.path)];
        if (!loader) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\nimport ${JSON.stringify(virtualName)};\n`, loader };
      });
    },
  };
}
