/**
 * No route path is written as a string outside the path table (domain/paths.ts): links,
 * redirects, the sidebar and the user menu build them, so a renamed route cannot leave a
 * dead link behind.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../../src/portal/domain/paths.ts';
import { root, sourceImports, withoutComments } from './import-graph.ts';

const table = 'src/portal/domain/paths.ts';
const patterns: string[] = Object.values(paths).map((builder) => builder.pattern);
const fixed = patterns.filter((p) => p !== '/' && !p.includes(':'));
const prefixes = patterns.filter((p) => p.includes(':')).map((p) => p.slice(0, p.indexOf(':')));

/** The string literals of a file (quotes and template texts without their `${}` parts). */
function literals(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) found.push(m[1] ?? m[2] ?? m[3] ?? '');
  return found;
}

/**
 * Whether a literal is a route path: a pattern, with or without a query or a parameter, as an app
 * path or as a browser path under the /portal base (the base alone, or a file under it, is not).
 */
export function namesRoute(literal: string): boolean {
  const app = /^\/portal\/./.test(literal) ? literal.slice('/portal'.length) : literal;
  const path = app.split(/[?#]/)[0] ?? '';
  if (fixed.includes(path)) return true;
  return prefixes.some((prefix) => app.startsWith(prefix));
}

/** `to="/"`, `to: '/'`, `navigate('/')`: the home path, which as a bare '/' is too common to scan. */
const homeLiteral = /\bto=["']\/["']|\bto:\s*["']\/["']|navigate\(\s*["']\/["']/;

const scan = suite('route path literals');

scan('no file but the path table writes a route path as a string', () => {
  const offenders: string[] = [];
  for (const file of sourceImports().files.filter((f) => f.startsWith('src/portal/') && f !== table)) {
    const text = withoutComments(readFileSync(join(root, file), 'utf8'));
    const hits = literals(text.replace(/^\s*(import|export)\s.*$/gm, '')).filter(namesRoute);
    if (homeLiteral.test(text)) hits.push('/');
    if (hits.length) offenders.push(`${file}: ${hits.join(', ')}`);
  }
  assert.equal(offenders, []);
});

scan('the scan recognises route paths, with a query or a parameter, and leaves other text alone', () => {
  assert.ok(namesRoute('/institutions'));
  assert.ok(namesRoute('/auth/sign-in?redirect=%2F'));
  assert.ok(namesRoute('/reset_your_password/7'));
  assert.is(namesRoute('/api/'), false);
  assert.ok(namesRoute('/portal/users'));
  assert.ok(namesRoute('/portal/patient/reports?subject=4'));
  assert.is(namesRoute('/portal/logo.svg'), false);
  assert.is(namesRoute('/portal/config.json'), false);
  assert.is(namesRoute('/portal/'), false);
  assert.is(namesRoute('/auth/'), false);
  assert.ok(homeLiteral.test('<Link to="/">'));
  assert.ok(homeLiteral.test("navigate('/')"));
});

scan.run();
