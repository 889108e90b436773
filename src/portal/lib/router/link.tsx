import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isInsideBase, stripBase, withBase } from './base.ts';
import { navigate } from './history.ts';

/**
 * Whether a click on a link should be handled in-app: primary button, no modifier keys, no
 * target or download, same origin and inside the base path. Everything else is the browser's.
 */
export function shouldHandleClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  anchor: HTMLAnchorElement,
  origin: string = window.location.origin,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, origin);
  return url.origin === origin && isInsideBase(url.pathname);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path such as `/institutions` or `/auth/sign-in?redirect=%2Fusers`. */
  to: string;
  replace?: boolean;
}

/** An anchor to an app path that navigates without reloading the page. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!shouldHandleClick(event, event.currentTarget)) return;
    event.preventDefault();
    const url = new URL(event.currentTarget.href);
    navigate(stripBase(url.pathname) + url.search, { replace });
  };
  return <a href={withBase(to)} onClick={handleClick} {...rest} />;
}
