/**
 * Keeps the height of a sticky part of the page (the top bar, a subject banner) in a custom
 * property on the root element, `--NAME` in px: what sticks below it is placed by it, and the
 * page's scroll padding keeps what the keyboard moves to out from under them (WCAG 2.4.11,
 * theme-signed-in.css). The property is removed when the part leaves the page.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useStickyHeight(ref: RefObject<HTMLElement | null>, name: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(`--${name}`, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(`--${name}`);
    };
  }, [ref, name]);
}
