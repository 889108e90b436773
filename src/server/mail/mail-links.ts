/**
 * The links mails carry, built in one place from the portal's public address (`PUBLIC_URL`):
 * every link with a key (the reset and confirmation mails, the operator's password-link command)
 * comes from `keyLink`, so where the key goes in the URL is decided here alone. Without a public
 * address (development, the command) a link is the path alone.
 */
import { basePath } from '../../contract/constants.ts';

export type LinkKind = 'reset_password' | 'confirm_email';

const pagePath: Record<LinkKind, string> = {
  reset_password: 'reset_your_password',
  confirm_email: 'confirm_email',
};

/** The link of a single-use `key` for user `userId`: the reset-password or confirm-email page. */
export function keyLink(publicUrl: string | undefined, kind: LinkKind, userId: number, key: string): string {
  return `${publicUrl ?? ''}${basePath}/${pagePath[kind]}/${userId}?key=${key}`;
}

/** The portal's sign-in page. */
export function signInLink(publicUrl: string | undefined): string {
  return `${publicUrl ?? ''}${basePath}/auth/sign-in`;
}
