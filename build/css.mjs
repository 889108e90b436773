// Trims a stylesheet loaded after main's of the rules main's already holds. esbuild writes every
// CSS module an entry reaches into that entry's bundle, so the signed-in shell's stylesheet repeats
// the shared UI kit's rules; loaded again later they would also beat the page rules written to
// override them, since equal specificity goes to the last rule.

/** The top-level rules of minified CSS (`a{…}`, `@media …{…}`, `@import …;`), in order. */
export function topLevelRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  let quote = null;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '{') {
      depth++;
    } else if (ch === '}' || (ch === ';' && depth === 0)) {
      if (ch === '}') depth--;
      if (depth === 0) {
        const rule = css.slice(start, i + 1).trim();
        if (rule) rules.push(rule);
        start = i + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules;
}

/** `css` without the top-level rules that `earlier` already has. */
export function withoutRulesOf(css, earlier) {
  const known = new Set(topLevelRules(earlier));
  return topLevelRules(css)
    .filter((rule) => !known.has(rule))
    .join('\n');
}

/**
 * The rules of the entry's stylesheet (`entryCss`, minified text) the first screen needs. esbuild
 * writes the CSS of every module the entry reaches, through lazy imports too, into that
 * stylesheet; a rule is left out when every CSS module it can come from is one the first screen's
 * code does not import (`needed` lists those it does). Minified rules carry no file name, so a
 * rule's modules are found from the other CSS files esbuild wrote (`others`: `{ inputs, css }`,
 * each holding every rule of its inputs): those of every file holding it, less those of every
 * file without it. A rule whose origin stays unclear is kept.
 */
export function rulesFirstScreenNeeds(entryCss, entryInputs, others, needed) {
  const files = [{ inputs: entryInputs, rules: new Set(topLevelRules(entryCss)) }].concat(
    others.map(({ inputs, css }) => ({ inputs, rules: new Set(topLevelRules(css)) })),
  );
  const neededSet = new Set(needed);
  return topLevelRules(entryCss)
    .filter((rule) => {
      let from = new Set(entryInputs);
      for (const { inputs, rules } of files) {
        if (rules.has(rule)) from = new Set(inputs.filter((input) => from.has(input)));
        else inputs.forEach((input) => from.delete(input));
      }
      return from.size === 0 || [...from].some((input) => neededSet.has(input));
    })
    .join('\n');
}
