// Questions asked of esbuild's metafile, shared by build.mjs and bench/bundle.mjs. Output paths
// are the metafile's own: relative to the project root, with forward slashes.

/** The JS file built for `input`: a real entry point or a lazily imported module. */
export function outputForEntry(metafile, input) {
  return Object.keys(metafile.outputs).find(
    (file) => file.endsWith('.js') && metafile.outputs[file].entryPoint === input,
  );
}

/** `file` followed by every file it statically imports, transitively, each listed once. */
export function staticClosure(metafile, file) {
  const seen = [file];
  for (let i = 0; i < seen.length; i++) {
    for (const { path, kind, external } of metafile.outputs[seen[i]]?.imports ?? []) {
      if (kind === 'import-statement' && !external && !seen.includes(path)) seen.push(path);
    }
  }
  return seen;
}

/** The output files whose code came from `input`, whether lazily imported or not. */
export function outputsHoldingInput(metafile, input) {
  return Object.keys(metafile.outputs).filter((file) => input in metafile.outputs[file].inputs);
}

/**
 * The stylesheets index.html links, and the CSS files esbuild wrote that nothing needs.
 *
 * esbuild 0.28 writes the CSS of every module reachable from the entry, through dynamic imports
 * too, into the entry's CSS bundle, and also writes a separate CSS file per lazy chunk that
 * repeats a subset of those rules. Nothing loads the per-chunk files (esbuild's JS never injects
 * CSS), so the entry bundle alone is linked and a per-chunk file is dropped when every one of its
 * inputs is already in a linked file. Should a future esbuild leave rules out of the entry bundle,
 * the file holding them is linked as well, so no page ever renders unstyled. `loadedLater` are
 * stylesheets the portal loads itself when needed (the signed-in shell's, holding the CSS of the
 * pages it loads).
 */
export function chooseStylesheets(metafile, entryFile, loadedLater = []) {
  const entryCss = metafile.outputs[entryFile]?.cssBundle;
  const linked = entryCss ? [entryCss] : [];
  // A rule is covered once a linked file or a stylesheet loaded later (the shell's, which holds
  // the CSS of every page reached through the shell) has it.
  const covered = new Set(
    [entryCss, ...loadedLater].filter(Boolean).flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {})),
  );
  const redundant = [];
  for (const file of Object.keys(metafile.outputs)) {
    if (!file.endsWith('.css') || file === entryCss || loadedLater.includes(file)) continue;
    const inputs = Object.keys(metafile.outputs[file].inputs);
    if (inputs.every((input) => covered.has(input))) {
      redundant.push(file);
    } else {
      linked.push(file);
      inputs.forEach((input) => covered.add(input));
    }
  }
  return { linked, redundant };
}
