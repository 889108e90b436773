/**
 * POST auth/confirmation_link, body {email}: a new confirmation link for an account that has not
 * confirmed its email (the first mail was lost, or its link expired). The answer is the same
 * whether or not such an account exists, and is sent before any database work: the lookup and the
 * mail run afterwards (core/background.ts). Limited per client address (the auth calls' limit) and
 * per email (3 an hour, 429 beyond, the same for every email), shared by every API process.
 */
import { accountEndpoints } from '../../../contract/endpoints/accounts.ts';
import { confirmationLinkSent, serverReason } from '../../../contract/messages.ts';
import type { RateLimit } from '../../auth/rate-limit.ts';
import { describeError } from '../../core/log.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { languageOf } from '../../mail/mail-language.ts';
import { sendConfirmationLink } from './confirm-email.ts';
import { emailKey } from '../../auth/credentials.ts';

export const resendLimit = { perEmail: 3, windowMs: 60 * 60 * 1000 };

const perEmail: RateLimit = {
  scope: 'confirmation_per_email',
  perWindow: resendLimit.perEmail,
  windowMs: resendLimit.windowMs,
  reason: serverReason.tooManyLinkRequests,
};

export const resendConfirmation = handler(
  accountEndpoints.resendConfirmation,
  async (ctx) => {
    const { db, log, now, headers, body } = ctx;
    const key = emailKey(body.email);
    await ctx.rateLimits.take(perEmail, key, now.getTime());
    const language = languageOf(headers);
    ctx.background.add(async () => {
      try {
        // Only a self-registered account is confirmed through this link; one a user manager made
        // proves its address through a reset link ("Forgot your password?").
        const user = await queryOne<{ id: number; email: string }>(
          db,
          'UPDATE users SET language = $2 WHERE email_key = $1 AND enabled AND self_registered AND email_confirmed_at IS NULL RETURNING id, email',
          [key, language],
        );
        if (user) await sendConfirmationLink(ctx, { ...user, language });
      } catch (error) {
        log.error('confirmation_link_failed', describeError(error));
      }
    });
    return { message: confirmationLinkSent };
  },
  { rateLimited: true },
);
