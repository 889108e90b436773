/** The standard strings as choice options in the person's language, and the hook that loads them. */
import { useMemo } from 'react';
import type { StdString } from '../../../contract/types.ts';
import type { StdStringCategory } from '../../../contract/schemas/medical-records.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { sourceLanguage, type Language } from '../../lib/i18n/languages.ts';
import type { ChoiceOption } from './choice-combobox.tsx';
import { listStdStrings } from './records-api.ts';

/** The entry's text in `language` (the source language's when that one is empty). */
export function stdStringLabel(entry: Pick<StdString, 'texts'>, language: Language): string {
  return entry.texts[language] || entry.texts[sourceLanguage];
}

/** One category's entries in list order, labelled in `language`; retired ones flagged. */
export function optionsOf(strings: readonly StdString[], category: StdStringCategory, language: Language): ChoiceOption[] {
  return strings
    .filter((s) => s.category === category)
    .sort((a, b) => a.position - b.position)
    .map((s) => ({ value: s.id, label: stdStringLabel(s, language), retired: s.retired }));
}

/** Loads every entry, retired ones included (a record may hold one). */
export function useStdStrings() {
  const resource = useResource((signal) => listStdStrings(true, signal), []);
  const strings = useMemo(() => resource.data?.strings ?? [], [resource.data]);
  return { resource, strings };
}
