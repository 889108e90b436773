/**
 * A message to show a person, decided now and put into words when shown: so a notification or a
 * failure kept in a store reads in the language of the moment, and a set of messages that most
 * visits never need is loaded only when one of its messages is shown.
 *
 * A message is either text to show as it is, or a key of a set with its values. A keyed message
 * may carry the server's own words (`detail`): shown as they are in the source language (the spec
 * shows the server's message when there is one), and in another language translated when the set's
 * source table holds the same words, or else replaced by the keyed text (message-words.ts puts
 * messages into words; this module only describes them, so the first screen carries little).
 */
import type { Messages } from './messages.ts';
import type { KeyOf, Table, TextAt, Value, ValuesOf } from './table.ts';

export interface KeyedMessage {
  readonly set: Messages<Table>;
  readonly key: string;
  readonly values?: Readonly<Record<string, Value>>;
  readonly detail?: string;
}

export type Message = string | KeyedMessage;

/** A keyed message of `set`, typed like a translate call. */
export function message<T extends Table, K extends KeyOf<T>>(
  set: Messages<T>,
  key: K,
  ...values: ValuesOf<TextAt<T, K>>
): KeyedMessage {
  const [given] = values as [Readonly<Record<string, Value>>?];
  return given ? { set: set as Messages<Table>, key, values: given } : { set: set as Messages<Table>, key };
}

/** The same message with the server's own words attached. */
export function withDetail(base: Message, detail: string | undefined): Message {
  if (!detail || !detail.trim()) return base;
  return typeof base === 'string' ? detail : { ...base, detail };
}

/** Whether two messages say the same (for not showing one twice). */
export function sameMessage(a: Message, b: Message): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.set === b.set && a.key === b.key && a.detail === b.detail && JSON.stringify(a.values) === JSON.stringify(b.values);
}
