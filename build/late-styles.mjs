// Keeps the CSS of lazily loaded modules the sign-in page does not show (a notification's toast,
// the configuration error screen, the error pages) out of the first screen's stylesheet: each
// such module gets a stylesheet of its own, which its loader adds before it renders.
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { rulesFirstScreenNeeds, topLevelRules, withoutRulesOf } from './css.mjs';
import { outputForEntry, staticClosure } from './graph.mjs';

const isCss = (input) => input.endsWith('.css');

/** The name index.html gives a module's stylesheet: its file name without the extension. */
export const lateStyleName = (module) => basename(module, extname(module));

/**
 * From the metafile and the CSS text of each output (`cssOf(file)`, as esbuild wrote it): the
 * entry's stylesheet with only what the first screen (`entry`'s and `firstScreenChunk`'s static
 * imports) needs, and for each of `lateStyled` its own stylesheet's file and text (its chunk's CSS
 * less the entry's). `loadedLater` are stylesheets the portal adds itself (the shell's). Throws
 * when a lazily loaded module would lose rules it is not listed to load itself; the signed-in
 * layout's pages (`shellPages`) and what they load are checked by splitShellStyles instead.
 */
export function splitLateStyles({ metafile, cssOf, entry, firstScreenChunk, lateStyled, loadedLater = [], shellPages = [] }) {
  const entryCssFile = metafile.outputs[entry].cssBundle;
  if (!entryCssFile) return { entryCss: undefined, late: [] };
  const inputsOf = (file) => Object.keys(metafile.outputs[file]?.inputs ?? {}).filter(isCss);
  const firstScreenFiles = [...staticClosure(metafile, entry), ...(firstScreenChunk ? staticClosure(metafile, firstScreenChunk) : [])];
  // The CSS modules the first screen's code imports, and those the sign-in page's own stylesheet
  // holds (which include the ones its CSS composes from).
  const pageCss = firstScreenChunk ? metafile.outputs[firstScreenChunk].cssBundle : undefined;
  const needed = [...firstScreenFiles, ...(pageCss ? [pageCss] : [])].flatMap(inputsOf);
  const others = Object.keys(metafile.outputs)
    .filter((file) => file.endsWith('.css') && file !== entryCssFile)
    .map((file) => ({ inputs: inputsOf(file), css: cssOf(file) }));
  const original = cssOf(entryCssFile);
  const entryCss = rulesFirstScreenNeeds(original, inputsOf(entryCssFile), others, needed);
  const left = withoutRulesOf(original, entryCss);
  if (!left) return { entryCss: original, late: [] };

  const late = lateStyled.map((module) => {
    const chunk = outputForEntry(metafile, module);
    const file = chunk && metafile.outputs[chunk].cssBundle;
    if (!file) throw new Error(`${module} is listed in lateStyled but has no stylesheet of its own`);
    return { module, name: lateStyleName(module), file, css: withoutRulesOf(cssOf(file), entryCss) };
  });
  // Every other lazily loaded module must find the rules left out in a stylesheet the portal adds
  // itself (the shell's, for the pages it loads); otherwise it would show unstyled.
  const removed = new Set(topLevelRules(left));
  const pageChunks = shellPages.map((module) => outputForEntry(metafile, module)).filter(Boolean);
  const viaPages = new Set(pageChunks.flatMap((chunk) => reachable(metafile, chunk)));
  const addedLater = new Set(loadedLater.flatMap((file) => topLevelRules(cssOf(file))));
  for (const out of Object.values(metafile.outputs)) {
    if (!out.entryPoint || !out.cssBundle || lateStyled.includes(out.entryPoint)) continue;
    if (out.cssBundle === entryCssFile || loadedLater.includes(out.cssBundle)) continue;
    if (viaPages.has(outputForEntry(metafile, out.entryPoint))) continue;
    const lacking = topLevelRules(cssOf(out.cssBundle)).filter((rule) => removed.has(rule) && !addedLater.has(rule));
    if (lacking.length) {
      throw new Error(`${out.entryPoint} is loaded lazily and needs CSS (${lacking.join(" ").slice(0, 200)}) left out of the first screen's stylesheet: list it in lateStyled (build/options.mjs)`);
    }
  }
  return { entryCss, late };
}

/**
 * The pages of the signed-in layout, read from the route table's source (app/routes.ts): each is
 * loaded through `shellPage('<file name>', () => import('<path>'))`, written on one line, which adds
 * its stylesheets after the shell's. Returns the pages' module paths relative to the project root,
 * once each; throws naming a call written otherwise (its CSS would otherwise be lost).
 */
export function shellPageModules(source, file) {
  const dir = file.slice(0, file.lastIndexOf('/'));
  const modules = [];
  for (const line of source.split('\n').filter((text) => text.includes('shellPage(') && !/^\s*(\/\/|\*|export function)/.test(text))) {
    const calls = [...line.matchAll(/shellPage\('([^']+)', \(\) => import\('([^']+)'\)\)/g)];
    if (!calls.length) {
      throw new Error(`${file}: every signed-in page must be loaded as \`shellPage('<file name>', () => import('<path>'))\` on one line, so it brings its own stylesheet (got "${line.trim()}")`);
    }
    for (const [, name, path] of calls) {
      const module = resolveRelative(dir, path);
      if (lateStyleName(module) !== name) {
        throw new Error(`${file}: shellPage('${name}') must be named after its module, '${lateStyleName(module)}'`);
      }
      if (!modules.includes(module)) modules.push(module);
    }
  }
  if (!modules.length) throw new Error(`${file} loads no page through shellPage()`);
  return modules;
}

function resolveRelative(dir, path) {
  const parts = dir.split('/');
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The outputs `file` reaches through any import, not going into those `stopAt` holds. */
function reachable(metafile, file, stopAt = new Set()) {
  const seen = [file];
  for (let i = 0; i < seen.length; i++) {
    for (const { path, external } of metafile.outputs[seen[i]]?.imports ?? []) {
      if (!external && !seen.includes(path) && !stopAt.has(path)) seen.push(path);
    }
  }
  return seen;
}

/**
 * The signed-in shell's stylesheet and the pages' own. `shellCss` is the shell's stylesheet less
 * the first screen's rules (`earlierCss`); it keeps what the shell's code and the lazily loaded
 * modules it reaches other than through a page need, and the rules two pages or more share (so a
 * page loaded later never repeats a shared rule after another page's override of it). Each page
 * of `pages` gets a stylesheet with the rest of its rules. Throws when a lazily loaded module
 * would find its rules in none of the stylesheets loaded before it shows.
 */
export function splitShellStyles({ metafile, cssOf, shell, shellCss, earlierCss, pages }) {
  const shellCssFile = metafile.outputs[shell].cssBundle;
  if (!shellCssFile) return { shellCss, late: [] };
  const earlier = new Set(topLevelRules(earlierCss ?? ''));
  const inputsOf = (file) => Object.keys(metafile.outputs[file]?.inputs ?? {}).filter(isCss);
  const pageChunks = new Map();
  for (const module of pages) {
    const chunk = outputForEntry(metafile, module);
    if (!chunk) throw new Error(`${module} is a shell page but not a lazy chunk of the build`);
    pageChunks.set(chunk, module);
  }
  const stop = new Set(pageChunks.keys());
  // What the shell itself shows: its code's CSS and that of modules it loads lazily itself.
  const shellReach = reachable(metafile, shell, stop);
  // (The shell's own CSS bundle holds every page's CSS, so only its code's inputs count.)
  const needed = shellReach.flatMap((file) => [
    ...inputsOf(file),
    ...(file === shell ? [] : inputsOf(metafile.outputs[file]?.cssBundle)),
  ]);
  const others = Object.keys(metafile.outputs)
    .filter((file) => file.endsWith('.css') && file !== shellCssFile)
    .map((file) => ({ inputs: inputsOf(file), css: cssOf(file) }));
  const own = new Set(topLevelRules(rulesFirstScreenNeeds(shellCss, inputsOf(shellCssFile), others, needed)));
  const pageRules = [...pageChunks].map(([chunk, module]) => {
    const file = metafile.outputs[chunk].cssBundle;
    const rules = file ? topLevelRules(cssOf(file)).filter((rule) => !earlier.has(rule)) : [];
    return { module, chunk, file, rules };
  });
  // Pages with the same CSS share one stylesheet file. A rule in several files goes to a
  // stylesheet of its own for that group of pages, which each of them loads before its own, so a
  // page loaded later never repeats a shared rule after another page's override of it; a rule
  // every page has stays in the shell's.
  const files = [...new Set(pageRules.map(({ file }) => file).filter(Boolean))];
  const pagesOf = (file) => pageRules.filter((page) => page.file === file);
  const groupOf = new Map();
  files.forEach((file, index) => {
    for (const rule of new Set(pagesOf(file)[0].rules)) {
      if (!own.has(rule)) groupOf.set(rule, [...(groupOf.get(rule) ?? []), index]);
    }
  });
  const everyPage = (rule) => files.length > 1 && groupOf.get(rule)?.length === files.length;
  const kept = topLevelRules(shellCss).filter((rule) => own.has(rule) || everyPage(rule));
  const keptSet = new Set(kept);
  for (const rule of keptSet) groupOf.delete(rule);
  const sheetsByKey = new Map();
  for (const rule of topLevelRules(shellCss).concat(files.flatMap((file) => pagesOf(file)[0].rules))) {
    const group = groupOf.get(rule);
    if (!group) continue;
    const key = group.join(' ');
    if (!sheetsByKey.has(key)) sheetsByKey.set(key, { group, rules: [] });
    const sheet = sheetsByKey.get(key);
    if (!sheet.rules.includes(rule)) sheet.rules.push(rule);
  }
  const dir = shellCssFile.includes('/') ? `${shellCssFile.slice(0, shellCssFile.lastIndexOf('/'))}/` : '';
  const namesOf = (group) => group.flatMap((index) => pagesOf(files[index]).map(({ module }) => lateStyleName(module)));
  const late = [...sheetsByKey.values()]
    // Shared sheets first, as each page loads them before its own (app/late-styles.ts).
    .sort((a, b) => b.group.length - a.group.length)
    .map(({ group, rules }) => {
      const css = rules.join('\n');
      const own = group.length === 1;
      return {
        modules: group.flatMap((index) => pagesOf(files[index]).map(({ module }) => module)),
        chunks: group.flatMap((index) => pagesOf(files[index]).map(({ chunk }) => chunk)),
        name: namesOf(group).join(' '),
        file: own ? files[group[0]] : `${dir}styles-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`,
        css,
      };
    });
  // Every lazily loaded module the shell or its pages reach finds its rules in the first screen's
  // stylesheet, the shell's, or one that a page it is loaded through loads.
  const names = new Map();
  for (const { module } of pageRules) {
    const name = lateStyleName(module);
    if (names.has(name) && names.get(name) !== module) throw new Error(`two shell pages share the stylesheet name ${name}: ${names.get(name)} and ${module}`);
    names.set(name, module);
  }
  const present = new Set([...earlier, ...kept]);
  const sheets = late.map(({ chunks, css }) => ({
    reach: new Set(chunks.flatMap((chunk) => reachable(metafile, chunk))),
    rules: new Set(topLevelRules(css)),
  }));
  const loadedThroughShell = new Set([shell, ...pageChunks.keys()].flatMap((file) => reachable(metafile, file)));
  for (const file of loadedThroughShell) {
    const out = metafile.outputs[file];
    if (!out?.entryPoint || !out.cssBundle || file === shell) continue;
    const lacking = topLevelRules(cssOf(out.cssBundle)).filter(
      (rule) => !present.has(rule) && !sheets.some(({ reach, rules }) => reach.has(file) && rules.has(rule)),
    );
    if (lacking.length) {
      throw new Error(`${out.entryPoint} is loaded through the shell and would show without CSS (${lacking.join(' ').slice(0, 200)}): load it as a page with shellPage (app/routes.ts)`);
    }
  }
  return { shellCss: kept.join('\n'), late: late.map(({ name, file, css }) => ({ name, file, css })) };
}
