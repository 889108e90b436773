/**
 * A list's search box, the one way every list searches: the list follows the text as it is typed
 * (once typing pauses, so the server is not asked for every letter), the address keeps it (the
 * entry replaced, so Back leaves the list rather than walking back through each letter), and the
 * box keeps focus: nothing is pressed, and the table stays on screen while the matches load.
 * Back, Forward or a link that changes the address's search puts its text back in the box.
 */
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../timing/use-debounced-value.ts';
import type { ListQuery, ListShape } from './list-query.ts';
import type { ListQueryControls } from './use-list-query.ts';

export interface ListSearch {
  /** What the box shows. */
  text: string;
  /** What the list is searched for now (the address's text, trimmed). */
  searched: string;
  /** The box's onChange. */
  type: (text: string) => void;
  /** Searches for the box's text at once, without waiting for the pause (Enter in the box). */
  commit: () => void;
  /** Empties the box and the search at once (an empty state's "Clear search"). */
  clear: () => void;
}

/**
 * The search box of `list`, bound to its query value `key` (a text value of the endpoint's);
 * `along` is changed with every search (a filter the typed text replaces).
 */
export function useListSearch<S extends ListShape>(list: ListQueryControls<S>, key: keyof S & string, along: Partial<ListQuery<S>> = {}): ListSearch {
  const raw = list.query[key];
  const searched = typeof raw === 'string' ? raw.trim() : '';
  const [text, setText] = useState(searched);
  // The box keeps what was typed (a space before the next word) when the address caught up with it.
  useEffect(() => setText((current) => (current.trim() === searched ? current : searched)), [searched]);
  const settled = useDebouncedValue(text);
  useEffect(() => {
    if (settled.trim() !== searched) list.set({ ...along, [key]: settled.trim() } as Partial<ListQuery<S>>);
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- only typing starts a search
  return {
    text,
    searched,
    type: setText,
    commit: () => {
      if (text.trim() !== searched) list.set({ ...along, [key]: text.trim() } as Partial<ListQuery<S>>);
    },
    clear: () => {
      setText('');
      list.set({ ...along, [key]: '' } as Partial<ListQuery<S>>);
    },
  };
}
