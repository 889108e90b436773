/** The portal's fixed landing paths (spec §2), shared by the shell, the guards and the auth pages. */

/** Where a signed-in user lands after login. */
export const afterLoginPath = '/institutions?from=/auth/sign-in';

/** Where a signed-out visitor is sent. */
export const signInPath = '/auth/sign-in';
