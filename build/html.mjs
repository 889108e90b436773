// index.html from its template, with Subresource Integrity, and the guard that keeps inline
// script and style out of every HTML file the build writes (CSP script-src/style-src 'self').
import { createHash } from 'node:crypto';

/** The line in static/index.html that build.mjs replaces with the asset tags. */
export const assetsPlaceholder = '<!-- build:assets -->';

/** The Subresource Integrity value of `bytes`: SHA-384, base64. */
export function sriHash(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const attr = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The template with its placeholder replaced by the theme script, then stylesheet, modulepreload
 * and module script tags. The theme script is classic and first: it runs before the stylesheets
 * apply, so the first paint is in the chosen theme.
 * Each asset is `{ url, integrity }`; URLs are absolute because the CSP sets base-uri 'none'.
 * Module scripts and their preloads share one credentials mode (crossorigin="anonymous"), so the
 * browser reuses each verified preload when the entry imports it.
 */
export function renderIndexHtml(template, { stylesheets, preloads, script, themeScript, lateStyles = [] }) {
  const parts = template.split(assetsPlaceholder);
  if (parts.length !== 2) {
    throw new Error(`static/index.html must contain ${assetsPlaceholder} exactly once`);
  }
  const indent = /([ \t]*)$/.exec(parts[0])?.[1] ?? '';
  const tag = (open, { url, integrity }) =>
    `${open} href="${attr(url)}" integrity="${integrity}" crossorigin="anonymous">`;
  const tags = [
    ...(themeScript ? [`<script src="${attr(themeScript.url)}" integrity="${themeScript.integrity}" crossorigin="anonymous"></script>`] : []),
    ...stylesheets.map((asset) => tag('<link rel="stylesheet"', asset)),
    ...preloads.map((asset) => tag('<link rel="modulepreload"', asset)),
    `<script type="module" src="${attr(script.url)}" integrity="${script.integrity}"` +
      ' crossorigin="anonymous"></script>',
  ];
  // Data, not code: the stylesheets of lazily loaded modules, which their loaders add (app/late-styles.ts).
  for (const { name, url, integrity } of lateStyles) {
    tags.push(`<meta name="portal-style" data-for="${attr(name)}" content="${attr(url)}" data-integrity="${integrity}">`);
  }
  return parts[0] + tags.join(`\n${indent}`) + parts[1];
}

const inlineCode = [
  [/<script\b(?![^>]*\bsrc=)[^>]*>/i, 'an inline <script>'],
  [/<style\b/i, 'a <style> element'],
  [/<[a-z][^>]*\sstyle\s*=/i, 'a style attribute'],
  [/<[a-z][^>]*\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/javascript:/i, 'a javascript: URL'],
];

/** Throws when `html` holds anything the portal's CSP would block as inline code. */
export function assertNoInlineCode(html, name) {
  for (const [pattern, what] of inlineCode) {
    if (pattern.test(html)) throw new Error(`${name} contains ${what}, which the CSP blocks`);
  }
}
