/**
 * The links mails carry, built in one place from the portal's public address (`PUBLIC_URL`).
 * Without one (development) a link is the path alone, as the log shows it.
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
