/**
 * The links mails carry, built in one place from the portal's public address (`PUBLIC_URL`):
 * every link with a key (the reset and confirmation mails, the operator's password-link command)
 * comes from `keyLink`, so where the key goes in the URL is decided here alone. Without a public
 * address (development, the command) a link is the path alone.
 */
import { basePath } from '../../contract/constants.ts';

export type LinkKind = 'reset_password' | 'confirm_email';

/**
 * Where each link's key goes: in the fragment (`#key=`), which browsers never send to a server,
 * so no web server's access log holds a key that can set a password (the portal sends it in the
 * request body). Both links set one: the confirmation link is where a new account's holder
 * chooses the password.
 */
const linkOf: Record<LinkKind, { page: string; key: '#key=' }> = {
  reset_password: { page: 'reset_your_password', key: '#key=' },
  confirm_email: { page: 'confirm_email', key: '#key=' },
};

/** The link of a single-use `key` for user `userId`: the reset-password or confirm-email page. */
export function keyLink(publicUrl: string | undefined, kind: LinkKind, userId: number, key: string): string {
  const { page, key: keyMark } = linkOf[kind];
  return `${publicUrl ?? ''}${basePath}/${page}/${userId}${keyMark}${key}`;
}

/** The portal's Institutions page, where a person answers invitations (sign-in first when needed). */
export function invitationsLink(publicUrl: string | undefined): string {
  return `${publicUrl ?? ''}${basePath}/institutions`;
}

/** The portal's sign-in page. */
export function signInLink(publicUrl: string | undefined): string {
  return `${publicUrl ?? ''}${basePath}/auth/sign-in`;
}
