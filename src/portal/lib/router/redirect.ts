/**
 * A safe redirect-back target: an app path, never another origin, never outside the portal's
 * base and never an auth page, so a crafted sign-in link cannot send a user off the portal. The
 * target is resolved first, as the browser would resolve it under the base (dot segments, encoded
 * or not), and what is checked is where it would really land. Null for anything else.
 */
import { basePath } from '../../../contract/constants.ts';

const probe = 'http://portal.invalid';

export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(basePath + target, probe);
  } catch {
    return null;
  }
  if (url.origin !== probe || !(url.pathname === basePath || url.pathname.startsWith(`${basePath}/`))) return null;
  const path = url.pathname.slice(basePath.length) || '/';
  if (path.startsWith('/auth/')) return null;
  return path + url.search + url.hash;
}
