// Focus helpers for components that manage focus themselves (dialog): which elements Tab reaches
// and where focus should land when a container opens.

const focusable = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ');

/** Elements inside root that Tab can reach, in document order. */
export function tabbableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], fieldset[disabled]'),
  );
}

/**
 * Focuses the first of: an element marked `data-autofocus`, the first tabbable element in each of
 * the given regions in order, or the fallback. React's autoFocus cannot be used inside a native
 * modal dialog: it fires before showModal() makes the content focusable.
 */
export function focusInitial(root: HTMLElement, regions: Array<HTMLElement | null>, fallback: HTMLElement): void {
  const marked = root.querySelector<HTMLElement>('[data-autofocus]');
  const target = marked ?? regions.map((r) => (r ? tabbableIn(r)[0] : undefined)).find(Boolean) ?? fallback;
  target.focus();
}
