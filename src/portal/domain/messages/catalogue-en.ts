/**
 * The catalogue in English (spec §8), taken from the contract so the spec's texts stay exactly as
 * quoted and the server's reasons match the words the server sends. catalogue-es.ts translates it.
 */
import { accessDeniedNotice, authFailureNotice, failure, serverReason, success } from '../../../contract/messages.ts';

const { ok: _ok, ...reason } = serverReason;

export const catalogueEn = {
  failure,
  success,
  /** The server's reasons, so its English words can be shown translated. */
  reason,
  notice: {
    authFailure: authFailureNotice,
    accessDenied: accessDeniedNotice,
  },
  /** The reset-password screens (spec §1, §8: Spanish in the original portal whatever the interface). */
  resetMail: {
    sent: 'We have sent you an email with instructions to reset your password.',
    passwordChanged: 'Your password has been changed.',
  },
} as const;

export default catalogueEn;
