/** Reading the portal's messages in tests: the catalogue loaded up front, words in English. */
import { catalogue } from '../../src/portal/domain/messages/catalogue.ts';
import type { Message } from '../../src/portal/lib/i18n/message.ts';
import { loadMessage, messageText } from '../../src/portal/lib/i18n/message-words.ts';

/** Loads the catalogue's English table, which the portal loads on first use. */
export async function loadCatalogue(): Promise<void> {
  await catalogue.load('en');
}

/** A message's English words; fails the test when its set is not loaded. */
export function english(message: Message): string {
  const text = messageText(message, 'en');
  if (text === undefined) throw new Error(`the words of ${JSON.stringify(message)} are not loaded`);
  return text;
}

/** A stored message's English words, or null when there is none. */
export function wordsOf(message: Message | null | undefined): string | null {
  return message === null || message === undefined ? null : english(message);
}

/** A message's Spanish words (the Spanish tables loaded first). */
export async function spanishOf(message: Message): Promise<string | undefined> {
  await loadMessage(message, 'es');
  return messageText(message, 'es');
}
