/**
 * After an in-app navigation, focus goes to the new page's level-1 heading, so a screen reader
 * starts reading at the page's name and the next Tab starts from the page. Pages load lazily: until
 * the heading is there, the page itself (the main region) holds focus, and the heading takes it
 * when it arrives, unless the person has moved focus meanwhile. Returns a function that stops
 * waiting (the next navigation, or after `waitMs`).
 */
export function focusPage(waitMs = 10_000): () => void {
  const main = document.getElementById('main-content');
  if (!main) return () => {};
  const focusHeading = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return true;
  };
  if (focusHeading()) return () => {};
  main.focus();
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main) stop();
    else if (focusHeading()) stop();
  });
  const timer = setTimeout(stop, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
