/** Link state (spec §4): link=1 links, any other value unlinks. */

export type LinkAction = 'link' | 'unlink';

/** What a `link` query value means. */
export function linkAction(link: unknown): LinkAction {
  return link === 1 || link === '1' ? 'link' : 'unlink';
}

/** The `link` query value of an action: 1 links, 0 unlinks. */
export function linkValue(action: LinkAction): 0 | 1 {
  return action === 'link' ? 1 : 0;
}

/** What the row offers for a user: link when unlinked, unlink when linked. */
export function nextLinkAction(linked: boolean): LinkAction {
  return linked ? 'unlink' : 'link';
}
