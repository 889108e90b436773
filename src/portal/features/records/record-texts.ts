/** Putting a record's values into words: sex, choices and field names, in the person's language. */
import type { RecordFields, StdString } from '../../../contract/types.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import type { Language } from '../../lib/i18n/languages.ts';
import type { en } from './messages/en.ts';
import { stdStringLabel } from './std-string-options.ts';

export type RecordsT = Translate<typeof en>;

const sexKeys = { female: 'sex.female', male: 'sex.male', unknown: 'sex.unknown' } as const;

export function sexText(t: RecordsT, sex: string): string {
  return sex in sexKeys ? t(sexKeys[sex as keyof typeof sexKeys]) : sex;
}

/** The label of a field of the record, by wire name. */
export const fieldLabelKeys = {
  birth_date: 'fields.birthDate',
  sex: 'fields.sex',
  diagnoses: 'fields.diagnoses',
  referral_reason: 'fields.referralReason',
  medication: 'fields.medication',
  clinical_notes: 'fields.clinicalNotes',
  referring_clinician: 'fields.referringClinician',
} as const satisfies Record<keyof RecordFields, string>;

export function fieldLabel(t: RecordsT, name: string): string {
  return name in fieldLabelKeys ? t(fieldLabelKeys[name as keyof RecordFields]) : name;
}

/** A standard string's words by id ('—' style empty for none; the id itself if unknown). */
export function choiceText(strings: readonly StdString[], id: number | null, language: Language): string {
  if (id === null) return '';
  const entry = strings.find((s) => s.id === id);
  return entry ? stdStringLabel(entry, language) : `#${id}`;
}

/** One field's value in words, for the record view, the revisions and the conflict view. */
export function fieldText(t: RecordsT, fields: RecordFields, name: keyof RecordFields, strings: readonly StdString[], language: Language, formatDate: (iso: string) => string): string {
  switch (name) {
    case 'birth_date':
      return formatDate(fields.birth_date);
    case 'sex':
      return sexText(t, fields.sex);
    case 'diagnoses':
      return fields.diagnoses.map((id) => choiceText(strings, id, language)).join('; ');
    case 'referral_reason':
      return choiceText(strings, fields.referral_reason, language);
    default:
      return fields[name];
  }
}

export const recordFieldNames = Object.keys(fieldLabelKeys) as (keyof RecordFields)[];
