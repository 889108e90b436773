/**
 * A safe redirect-back target: an app path, never another origin and never an auth page, so a
 * crafted sign-in link cannot send a user off the portal. Null for anything else.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  if (target.startsWith('/auth/')) return null;
  return target;
}
