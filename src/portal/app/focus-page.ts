/**
 * After an in-app navigation, focus goes to the new page's level-1 heading, so a screen reader
 * starts reading at the page's name and the next Tab starts from the page. Pages load lazily: until
 * the heading is there, the page itself (the main region) holds focus, and the heading takes it
 * when it arrives, unless the person has moved focus meanwhile. Returns a function that stops
 * waiting (at the next navigation).
 */
export function focusPage(): () => void {
  const main = document.getElementById('main-content');
  const heading = () => {
    const h1 = main?.querySelector('h1');
    if (h1) {
      h1.tabIndex = -1;
      h1.focus();
    }
    return h1;
  };
  if (!main || heading()) return () => {};
  main.focus();
  const watch = new MutationObserver(() => (document.activeElement !== main || heading()) && watch.disconnect());
  watch.observe(main, { childList: true, subtree: true });
  return () => watch.disconnect();
}
