/**
 * One styling convention: colours are design tokens, named once in the theme (ui/theme*.css), and
 * text for screen readers only is hidden by the one rule in ui/visually-hidden.module.css. A raw
 * colour or a copied hiding rule in any other stylesheet fails here.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './import-graph.ts';

const themes = ['src/portal/ui/theme.css', 'src/portal/ui/theme-signed-in.css'];
const hidingRule = 'src/portal/ui/visually-hidden.module.css';

function stylesheets(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** A stylesheet without its comments, which may name colours and rules freely. */
function css(path: string): string {
  return readFileSync(join(root, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Raw colours: hex, rgb(), hsl() and the common colour keywords as a property value. */
export function rawColours(text: string): string[] {
  const hex = text.match(/#[0-9a-fA-F]{3,8}\b/g) ?? [];
  const fns = text.match(/\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/g) ?? [];
  const words = [...text.matchAll(/:\s*[^;{}]*\b(black|white|red|green|blue|gray|grey|silver)\b/g)].map((m) => m[1] ?? '');
  return [...hex, ...fns, ...words];
}

/** Whether a stylesheet hides something the way a visually-hidden rule does. */
export function hidesVisually(text: string): boolean {
  return /clip:\s*rect\(|clip-path:\s*inset\(\s*50%/.test(text);
}

const all = stylesheets('src/portal');
const scan = suite('stylesheets');

scan('finds the portal stylesheets', () => {
  assert.ok(themes.every((theme) => all.includes(theme)) && all.includes(hidingRule) && all.length > 20);
});

scan('the patterns catch what they are for', () => {
  assert.equal(rawColours('.a { color: #fff; background: rgb(0 0 0 / 5%); border-color: white; }'), ['#fff', 'rgb(', 'white']);
  assert.equal(rawColours('.a { color: var(--color-text); background: transparent; } .white-space { white-space: nowrap; }'), []);
  assert.ok(hidesVisually('.x { clip-path: inset(50%); }'));
  assert.ok(hidesVisually('.x { clip: rect(0 0 0 0); }'));
  assert.not.ok(hidesVisually('.x { clip-path: inset(0 round 4px); }'));
});

scan('colours are written only in the theme; every other stylesheet uses its tokens', () => {
  const found = all.filter((path) => !themes.includes(path)).flatMap((path) => rawColours(css(path)).map((colour) => `${relative('.', path)}: ${colour}`));
  assert.equal(found, []);
});

scan('pages style their own class names: attribute selectors only in ui/, where the kit sets them', () => {
  const pages = all.filter((path) => !path.startsWith('src/portal/ui/'));
  const found = pages.flatMap((path) => (css(path).match(/\[data-[\w-]+/g) ?? []).map((selector) => `${relative('.', path)}: ${selector}`));
  assert.equal(found, []);
});

scan('the visually-hidden rule is written once, in ui/', () => {
  const copies = all.filter((path) => path !== hidingRule && hidesVisually(css(path)));
  assert.is(css(hidingRule).match(/clip-path:\s*inset\(\s*50%/g)?.length, 1, 'one rule in the shared file');
  assert.equal(copies, []);
});

// The sign-in page's stylesheet is held to the first screen's byte budget, where `.5rem` is
// cheaper than `var(--space-2)`; the shell's and ui/'s likewise, for now.
const spacedFeatures = all.filter((path) => path.startsWith('src/portal/features/') && !path.startsWith('src/portal/features/auth/'));

/** Margins, paddings and gaps written as a raw rem value that is a step of the spacing scale. */
export function rawSpacing(text: string): string[] {
  const declarations = text.match(/(?:^|[;{\s])(?:margin|padding|gap|row-gap|column-gap)(?:-[a-z-]+)?\s*:[^;}]*/g) ?? [];
  return declarations.filter((d) => /(?<![-\w.])(?:0\.25|0\.5|0\.75|1|1\.5|2|3)rem\b/.test(d)).map((d) => d.trim());
}

scan('feature pages space with the scale tokens, not raw rem values that equal a step', () => {
  assert.equal(rawSpacing('.a { margin: 0 0 1rem; gap: 0.35rem; padding: var(--space-2) 1.25rem; }'), ['margin: 0 0 1rem']);
  assert.ok(spacedFeatures.length > 15);
  const found = spacedFeatures.flatMap((path) => rawSpacing(css(path)).map((d) => `${path}: ${d}`));
  assert.equal(found, []);
});

scan.run();
