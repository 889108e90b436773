// Keeps the CSS of lazily loaded modules the sign-in page does not show (a notification's toast,
// the configuration error screen, the error pages) out of the first screen's stylesheet: each
// such module gets a stylesheet of its own, which its loader adds before it renders.
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
 * when a lazily loaded module would lose rules it is not listed to load itself.
 */
export function splitLateStyles({ metafile, cssOf, entry, firstScreenChunk, lateStyled, loadedLater = [] }) {
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
  const addedLater = new Set(loadedLater.flatMap((file) => topLevelRules(cssOf(file))));
  for (const out of Object.values(metafile.outputs)) {
    if (!out.entryPoint || !out.cssBundle || lateStyled.includes(out.entryPoint)) continue;
    if (out.cssBundle === entryCssFile || loadedLater.includes(out.cssBundle)) continue;
    const lacking = topLevelRules(cssOf(out.cssBundle)).filter((rule) => removed.has(rule) && !addedLater.has(rule));
    if (lacking.length) {
      throw new Error(`${out.entryPoint} is loaded lazily and needs CSS (${lacking.join(" ").slice(0, 200)}) left out of the first screen's stylesheet: list it in lateStyled (build/options.mjs)`);
    }
  }
  return { entryCss, late };
}
