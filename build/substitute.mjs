// Module substitution: the bundle takes some modules from a file other than the one the source
// imports, so the code never has to ask whether it runs from the bundle. The map lives in
// build/options.mjs (bundleModules); component tests run the source and import the originals.
import { basename, join } from 'node:path';

const skip = Symbol('resolving the original');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An esbuild plugin that resolves every import of a key of `substitutes` to its value (both paths
 * relative to the project root), whatever relative specifier the importer used.
 */
export function substituteModules(substitutes) {
  return {
    name: 'substitute-modules',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      const byPath = new Map(
        Object.entries(substitutes).map(([from, to]) => [join(root, from), join(root, to)]),
      );
      if (!byPath.size) return;
      // Only specifiers ending in a substituted module's name (with or without its extension) are
      // resolved here; esbuild resolves every other import without a detour through JavaScript.
      const names = [...byPath.keys()].map((path) =>
        escapeRegExp(basename(path).replace(/\.[^.]+$/, '')),
      );
      const filter = new RegExp(`(^|/)(${names.join('|')})(\\.[a-z]+)?$`);
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData === skip) return undefined;
        const { path, errors } = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: skip,
        });
        if (errors.length) return { errors };
        const substitute = byPath.get(path);
        return substitute ? { path: substitute } : undefined;
      });
    },
  };
}
