/** The Content-Security-Policy of the portal's pages (quality bar: no inline script or style). */

/**
 * Builds the policy. `apiOrigin` is the API's origin when it lives elsewhere (PORTAL_API_BASE);
 * the portal may then connect to it and to nothing else.
 */
export function portalCsp(apiOrigin: string | null): string {
  const connect = apiOrigin ? `'self' ${apiOrigin}` : `'self'`;
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self'`,
    `img-src 'self' data:`,
    `media-src 'self' blob:`,
    `connect-src ${connect}`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

/** The origin of an absolute API base URL, or null for a same-origin (relative) one. */
export function apiOriginOf(apiBase: string | undefined): string | null {
  if (!apiBase || !/^https?:\/\//i.test(apiBase)) return null;
  return new URL(apiBase).origin;
}
