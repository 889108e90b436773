/**
 * The medical record form as plain data: its values (all text, so the drafts mechanism of
 * lib/forms can keep them), the checks made before sending, the body sent, and where a server's
 * field issue shows. Pure, tested without React.
 */
import type { FieldIssue } from '../../../contract/schema.ts';
import type { MedicalRecord, RecordFields, SetRecordBody } from '../../../contract/types.ts';

export type RecordFormValues = {
  /** 'new': a new subject; 'existing': a new record for a subject found by code. */
  subjectMode: string;
  subjectId: string;
  subjectLabel: string;
  code: string;
  reference: string;
  birthDate: string;
  sex: string;
  /** Standard-string ids joined by commas, in the order chosen. */
  diagnoses: string;
  referralReason: string;
  medication: string;
  clinicalNotes: string;
  referringClinician: string;
};

export type FormMode = 'create' | 'edit';

/** The fields a person fills, in screen order: the first with a problem gets the focus. */
export const fieldOrder = ['subjectId', 'code', 'reference', 'birthDate', 'sex', 'diagnoses', 'referralReason', 'medication', 'clinicalNotes', 'referringClinician'] as const;
export type FormField = (typeof fieldOrder)[number];

/** What is wrong with a field, before sending; the page puts it into words. */
export type FormProblem = 'required' | 'chooseExisting' | 'futureDate' | 'format';

export const emptyRecordForm: RecordFormValues = {
  subjectMode: 'new',
  subjectId: '',
  subjectLabel: '',
  code: '',
  reference: '',
  birthDate: '',
  sex: '',
  diagnoses: '',
  referralReason: '',
  medication: '',
  clinicalNotes: '',
  referringClinician: '',
};

const idList = (text: string) => text.split(',').filter(Boolean).map(Number).filter((n) => Number.isInteger(n) && n > 0);
export const diagnosisIds = idList;

/** The clinical values of a record's fields, as the form holds them. */
export function formFromFields(fields: RecordFields): Pick<RecordFormValues, 'birthDate' | 'sex' | 'diagnoses' | 'referralReason' | 'medication' | 'clinicalNotes' | 'referringClinician'> {
  return {
    birthDate: fields.birth_date,
    sex: fields.sex,
    diagnoses: fields.diagnoses.join(','),
    referralReason: fields.referral_reason === null ? '' : String(fields.referral_reason),
    medication: fields.medication,
    clinicalNotes: fields.clinical_notes,
    referringClinician: fields.referring_clinician,
  };
}

/** The form filled with a record as it stands (editing it). */
export function formFromRecord(record: MedicalRecord): RecordFormValues {
  return {
    ...emptyRecordForm,
    subjectMode: 'existing',
    subjectId: String(record.subject_id ?? ''),
    subjectLabel: record.subject_code,
    ...formFromFields(record.fields),
  };
}

/** The record's fields from the form's values (after `checkForm` found nothing). */
export function fieldsFromForm(values: RecordFormValues): RecordFields {
  return {
    birth_date: values.birthDate,
    sex: values.sex as RecordFields['sex'],
    diagnoses: idList(values.diagnoses),
    referral_reason: values.referralReason ? Number(values.referralReason) : null,
    medication: values.medication.trim(),
    clinical_notes: values.clinicalNotes.trim(),
    referring_clinician: values.referringClinician.trim(),
  };
}

/** The body of the save: a new record names its subject; a change names the revision it is based on. */
export function bodyFromForm(values: RecordFormValues, mode: FormMode, baseRevision: number): SetRecordBody {
  const fields = fieldsFromForm(values);
  if (mode === 'edit') return { base_revision: baseRevision, fields };
  if (values.subjectMode === 'existing') return { base_revision: 0, subject_id: Number(values.subjectId), fields };
  return { base_revision: 0, new_subject: { code: values.code.trim(), institution_reference: values.reference.trim() }, fields };
}

const codePattern = /^[\p{L}\p{N}][\p{L}\p{N} ._\-/]*$/u;

/**
 * The problems of the form's values, by field in screen order (empty: it can be sent). `today` is
 * the local date as YYYY-MM-DD.
 */
export function checkForm(values: RecordFormValues, mode: FormMode, today: string): Partial<Record<FormField, FormProblem>> {
  const problems: Partial<Record<FormField, FormProblem>> = {};
  if (mode === 'create') {
    if (values.subjectMode === 'existing') {
      if (!values.subjectId) problems.subjectId = 'chooseExisting';
    } else if (!values.code.trim()) problems.code = 'required';
    else if (!codePattern.test(values.code.trim())) problems.code = 'format';
  }
  if (!values.birthDate) problems.birthDate = 'required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.birthDate)) problems.birthDate = 'format';
  else if (values.birthDate > today) problems.birthDate = 'futureDate';
  if (!values.sex) problems.sex = 'required';
  return problems;
}

/**
 * The problems shown after a Save, checked again as the person types: a field put right loses
 * its error at once (a field still wrong shows what is wrong now); nothing new is flagged before
 * the next Save.
 */
export function problemsLeft(
  shown: Partial<Record<FormField, FormProblem>>,
  values: RecordFormValues,
  mode: FormMode,
  today: string,
): Partial<Record<FormField, FormProblem>> {
  const now = checkForm(values, mode, today);
  const left: Partial<Record<FormField, FormProblem>> = {};
  for (const field of fieldOrder) {
    const problem = now[field];
    if (shown[field] !== undefined && problem !== undefined) left[field] = problem;
  }
  return left;
}

/** The first field with a problem, in screen order. */
export function firstProblem(problems: Partial<Record<FormField, unknown>>): FormField | undefined {
  return fieldOrder.find((field) => problems[field] !== undefined);
}

const wireFields: Readonly<Record<string, FormField>> = {
  subject_id: 'subjectId',
  new_subject: 'code',
  'new_subject.code': 'code',
  'new_subject.institution_reference': 'reference',
  'fields.birth_date': 'birthDate',
  'fields.sex': 'sex',
  'fields.diagnoses': 'diagnoses',
  'fields.referral_reason': 'referralReason',
  'fields.medication': 'medication',
  'fields.clinical_notes': 'clinicalNotes',
  'fields.referring_clinician': 'referringClinician',
};

/** The form field a server's field issue belongs to (`fields.diagnoses.2` → diagnoses). */
export function formFieldOf(issue: FieldIssue): FormField | undefined {
  const exact = wireFields[issue.field];
  if (exact) return exact;
  const parent = issue.field.split('.').slice(0, 2).join('.');
  return wireFields[parent];
}

/** Whether the values differ from those the form opened with (something would be lost). */
export function hasChanges(values: RecordFormValues, initial: RecordFormValues): boolean {
  return (Object.keys(values) as (keyof RecordFormValues)[]).some((key) => values[key] !== initial[key]);
}

/** Today's local date as YYYY-MM-DD. */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
