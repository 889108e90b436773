/**
 * The theme script: a classic script that static/index.html runs in <head>, before the stylesheet
 * is applied and before anything is painted, so a page never flashes light before turning dark
 * (build.mjs bundles it alone, hashed, with Subresource Integrity; the CSP allows it as 'self').
 * It marks <html data-theme> with the choice this browser remembers; with none, or "system", the
 * stylesheet follows prefers-color-scheme, as it does with no script at all (ui/theme.css).
 */
// The key is written out, not imported, so the script is its few statements and no more (a unit
// test holds it equal to theme-name.ts themeStorageKey); its one binding lives in the try block.
try {
  // "system" is left unmarked: the stylesheet treats it as no choice.
  const name = localStorage.getItem('portal.theme');
  if (name === 'light' || name === 'dark') document.documentElement.dataset.theme = name;
} catch {
  // Storage refused (privacy settings): the system's setting decides.
}
