/** Where a user lands after a successful login (spec §2). */
import { safeRedirect } from '../../lib/router/redirect.ts';
import { afterLoginPath } from '../../domain/paths.ts';

/** The redirect-back target when there is a safe one, else /institutions?from=/auth/sign-in. */
export function landingAfterLogin(redirect: string | null): string {
  return safeRedirect(redirect) ?? afterLoginPath;
}
