/** Putting messages (message.ts) into words in a language, loading the sets they need. */
import { use } from 'react';
import { useStore } from '../store/use-store.ts';
import { languageStore } from './language-store.ts';
import { type Language, sourceLanguage } from './languages.ts';
import type { Message } from './message.ts';
import { offlineTexts } from './offline-texts.ts';
import { type Table, type Value, lookUp } from './table.ts';
import { translator } from './translate.ts';

// Per set: the keys of its source texts, to translate a server's words the set also holds.
const keysOfText = new WeakMap<Table, Map<string, string>>();

function keyOfText(table: Table, text: string): string | undefined {
  let index = keysOfText.get(table);
  if (!index) {
    index = new Map();
    const walk = (node: Table, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string') index!.set(value, prefix + key);
        else if (!('other' in value && typeof value.other === 'string')) walk(value as Table, `${prefix}${key}.`);
      }
    };
    walk(table, '');
    keysOfText.set(table, index);
  }
  return index.get(text);
}

/** The words of a message in `language`; undefined while its set's tables are not loaded. */
export function messageText(m: Message, language: Language): string | undefined {
  if (typeof m === 'string') return m;
  if (m.detail && language === sourceLanguage) return m.detail;
  const table = m.set.tableIn(language);
  const source = m.set.tableIn(sourceLanguage);
  if (!table || (m.detail && !source)) return undefined;
  // A set whose every table could not be fetched (a lazy catalogue while the server is out of
  // reach) has no words for the key: the server's own words if any, else what happened, never the key.
  if (lookUp(table, m.key) === undefined && (!source || lookUp(source, m.key) === undefined)) return m.detail ?? offlineTexts[language].body;
  const t = translator(m.set, language) as (key: string, values?: Readonly<Record<string, Value>>) => string;
  const detailKey = m.detail && source ? keyOfText(source, m.detail) : undefined;
  if (detailKey && lookUp(table, detailKey) !== undefined) return t(detailKey);
  return t(m.key, m.values);
}

/** Loads what a message needs to be put into words in `language`. */
export async function loadMessage(m: Message, language: Language): Promise<void> {
  if (typeof m === 'string') return;
  await Promise.all([m.set.load(language), m.detail ? m.set.load(sourceLanguage) : undefined]);
}

/**
 * The words of a message in the current language; suspends while its set loads, through `use()`
 * on one promise per set and language. (A thrown promise, as useT throws, would do here too in a
 * browser, but React then starts the suspended render again and again until the load ends, and
 * inside a test's act() it never lets the load end.) Nothing follows `use()` in this hook, so its
 * replay after the load is safe (use-t.ts says why useT cannot do the same).
 */
export function useMessageText(m: Message): string {
  const language = useStore(languageStore, (s) => s.language);
  const text = messageText(m, language);
  if (text !== undefined || typeof m === 'string') return text ?? '';
  // Once a load has finished, what is at hand is shown: suspending again for a table that stays
  // missing would retry for ever.
  const key = m.detail ? `${language} detail` : language;
  let loads = loadsOf.get(m.set);
  if (!loads) loadsOf.set(m.set, (loads = new Map()));
  let load = loads.get(key);
  if (load === undefined) {
    const started = loadMessage(m, language).finally(() => loads.set(key, 'done'));
    loads.set(key, (load = started));
  }
  if (load !== 'done') use(load);
  return messageText(m, language) ?? m.detail ?? '';
}

/** Per set, and language: the load under way, or 'done' once it has finished. */
const loadsOf = new WeakMap<object, Map<string, Promise<void> | 'done'>>();

/** The words of a message in the current language, once its set is loaded (for stores and events). */
export async function textOf(m: Message): Promise<string> {
  const language = languageStore.getState().language;
  await loadMessage(m, language);
  return messageText(m, language) ?? (typeof m === 'string' ? m : (m.detail ?? m.key));
}
