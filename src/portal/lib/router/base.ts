/** Base-path helpers (pure, no DOM). The portal lives under /portal (spec §9). */
import { basePath } from '../../../contract/constants.ts';

export { basePath };

/** True when `pathname` is the base or below it on a segment boundary (`/portalx` is outside). */
export function isInsideBase(pathname: string, base: string = basePath): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The app path for a browser pathname: `/portal/users` → `/users`, `/portal` → `/`. */
export function stripBase(pathname: string, base: string = basePath): string {
  if (!isInsideBase(pathname, base)) return pathname;
  const rest = pathname.slice(base.length);
  return rest === '' ? '/' : rest;
}

/** The browser pathname for an app path: `/users` → `/portal/users`, `/` → `/portal/`. */
export function withBase(path: string, base: string = basePath): string {
  if (!path.startsWith('/')) path = `/${path}`;
  return `${base}${path}`;
}
