/** Putting messages (message.ts) into words in a language, loading the sets they need. */
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
 * The words of a message in the current language; suspends while its set loads, by throwing the
 * load as useT does (use-t.ts says why not `use()`).
 */
export function useMessageText(m: Message): string {
  const language = useStore(languageStore, (s) => s.language);
  const text = messageText(m, language);
  if (text !== undefined || typeof m === 'string') return text ?? '';
  // Once a load has finished, what is at hand is shown: suspending again for a table that stays
  // missing would retry for ever.
  const key = m.detail ? `${language} detail` : language;
  let done = loadsFinished.get(m.set);
  if (!done) loadsFinished.set(m.set, (done = new Set()));
  if (done.has(key)) return m.detail ?? '';
  const finished = done;
  throw loadMessage(m, language).finally(() => finished.add(key));
}

const loadsFinished = new WeakMap<object, Set<string>>();

/** The words of a message in the current language, once its set is loaded (for stores and events). */
export async function textOf(m: Message): Promise<string> {
  const language = languageStore.getState().language;
  await loadMessage(m, language);
  return messageText(m, language) ?? (typeof m === 'string' ? m : (m.detail ?? m.key));
}
