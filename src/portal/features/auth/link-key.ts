/**
 * The key of a link sent by mail (reset or confirmation): in the fragment (`#key=`), which the
 * browser never sends to a server, so no access log holds it; or, in a link made before, in the
 * query (`?key=`), which the page then moves to the fragment.
 */
export function keyOfLink(): { key: string; fromQuery: boolean } {
  const inFragment = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (inFragment) return { key: inFragment, fromQuery: false };
  return { key: new URLSearchParams(window.location.search).get('key') ?? '', fromQuery: true };
}
