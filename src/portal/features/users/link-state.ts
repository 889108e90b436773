/** Link state (spec §4): link=1 links, any other value unlinks. */

export type LinkAction = 'link' | 'unlink';

/** What a `link` query value means. */
export function linkAction(link: unknown): LinkAction {
  return link === 1 || link === '1' ? 'link' : 'unlink';
}
