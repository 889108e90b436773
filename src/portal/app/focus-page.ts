/**
 * Moves focus to the page's heading, or to the page itself while its heading is not there yet
 * (a page whose code is still downloading).
 */
export function focusPage(): void {
  const main = document.getElementById('main-content');
  const heading = main?.querySelector('h1');
  if (heading) heading.tabIndex = -1;
  (heading ?? main)?.focus();
}
