/**
 * The message catalogue of spec §8 as the portal shows it: failure and success texts, the
 * server's reasons and the central notices, in English and Spanish. Both tables load on first use
 * (a visit that shows no failure or success never downloads them), so the first screen carries
 * only the keys it names.
 */
import { defineLazyMessages, type Messages } from '../../lib/i18n/messages.ts';
import type { Table } from '../../lib/i18n/table.ts';
import { message, type KeyedMessage } from '../../lib/i18n/message.ts';
import type { FailureKey, SuccessKey } from '../../../contract/messages.ts';
import type { catalogueEn } from './catalogue-en.ts';

export const catalogue = defineLazyMessages<typeof catalogueEn>({
  en: () => import('./catalogue-en.ts'),
  es: () => import('./catalogue-es.ts'), pt: () => import('./catalogue-pt.ts'),
});

const set = catalogue as Messages<Table>;

/** An action's failure text (spec §8), the fallback when the server gives no reason. */
export function failed(action: FailureKey): KeyedMessage {
  return { set, key: `failure.${action}` };
}

/** An action's success text. */
export function succeeded(action: SuccessKey): KeyedMessage {
  return { set, key: `success.${action}` };
}

/** The central notices of spec §8. */
export const notices = {
  authFailure: (): KeyedMessage => message(catalogue, 'notice.authFailure'),
  accessDenied: (): KeyedMessage => message(catalogue, 'notice.accessDenied'),
};

/** The reset-password screens' confirmations. */
export function resetMail(which: 'sent' | 'passwordChanged'): KeyedMessage {
  return message(catalogue, `resetMail.${which}`);
}
