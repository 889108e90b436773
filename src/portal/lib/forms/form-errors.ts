/**
 * What a refused form submission shows, shared by every form that sends a body: the server's
 * field issues (400 with `data.fields`, read by lib/http/field-issues.ts) each at its field and all of
 * them in a summary above the form, every field named by its visible label; any other refusal as
 * one sentence in the summary. A new submit clears what the last one showed.
 */
import { useEffect, useState } from 'react';
import type { FieldIssue } from '../../../contract/schema.ts';
import type { ApiFailure } from '../http/resolve.ts';
import { fieldIssuesOf } from '../http/field-issues.ts';
import { textOf } from '../i18n/message-words.ts';
import { currentLanguage } from '../i18n/language-store.ts';
import type { Language } from '../i18n/languages.ts';
import { type Translate, translator } from '../i18n/translate.ts';
import { issueMessages } from './messages/index.ts';
import type issueTexts from './messages/issues-en.ts';

/** Wire field name → the label the form shows for it. */
export type FieldLabels = Readonly<Record<string, string>>;

export interface FormErrors {
  /** The first issue of each field, by wire name. */
  fields: Readonly<Record<string, string>>;
  /** Every sentence, in the order the server gave them. */
  summary: readonly string[];
}

export const noFormErrors: FormErrors = { fields: {}, summary: [] };

type IssueTexts = Translate<typeof issueTexts>;
type IssueKey = keyof (typeof issueTexts)['issue'];

/** Each issue code's sentence; a length without its bound has a sentence of its own (`…Unbounded`). */
const issueKeys: Readonly<Record<FieldIssue['code'], IssueKey>> = {
  required: 'required',
  empty: 'empty',
  too_short: 'tooShort',
  too_long: 'tooLong',
  one_of: 'oneOf',
  format: 'format',
  range: 'range',
  invalid_text: 'invalidText',
  control_characters: 'controlCharacters',
  type: 'invalid',
  unknown_field: 'invalid',
  guessable: 'guessable',
};

/** One field issue as a sentence about the field labelled `label` (already in the reader's language). */
export function fieldIssueText(t: IssueTexts, label: string, issue: FieldIssue): string {
  const key = issueKeys[issue.code];
  const bounded = issue.limit !== undefined || (key !== 'tooShort' && key !== 'tooLong');
  // Every sentence takes the label; the length ones also the count, which the others ignore.
  const say = t as (key: string, values: { label: string; count?: number }) => string;
  return say(`issue.${bounded ? key : `${key}Unbounded`}`, { label, count: issue.limit });
}

/** Whether a failure is a refusal of the form's fields (shown at the fields, never as a toast). */
export function hasFieldIssues(failure: Pick<ApiFailure, 'status' | 'data'>): boolean {
  return failure.status === 400 && fieldIssuesOf(failure.data).length > 0;
}

/**
 * The errors of a failed submission; `labels` names the form's fields as the person sees them and
 * `failureText` is the failure's message in words (see useFormErrors). The sentences are written
 * in `language` (the current one unless told), whose table must be loaded first
 * (`issueMessages.load(language)`, as useFormErrors does).
 */
export function formErrorsOf(
  failure: Pick<ApiFailure, 'status' | 'data'>,
  failureText: string,
  labels: FieldLabels,
  language: Language = currentLanguage(),
): FormErrors {
  const issues = hasFieldIssues(failure) ? fieldIssuesOf(failure.data) : [];
  if (!issues.length) return { fields: {}, summary: [failureText] };
  const t = translator(issueMessages, language);
  const fields: Record<string, string> = {};
  const summary: string[] = [];
  for (const issue of issues) {
    const field = issue.field.split('.')[0] ?? '';
    const label = Object.hasOwn(labels, field) ? labels[field] : undefined;
    let sentence: string;
    // A field the form does not show (none should be): the server's own words, once.
    if (label === undefined) sentence = failureText;
    else if (issue.code === 'format' && field === 'email') sentence = t('emailFormat');
    else sentence = fieldIssueText(t, label, issue);
    if (label !== undefined && fields[field] === undefined) fields[field] = sentence;
    if (!summary.includes(sentence)) summary.push(sentence);
  }
  return { fields, summary };
}

export interface FormErrorsHandle {
  /** Every sentence to show in the summary; empty when there is nothing to show. */
  summary: readonly string[];
  /** The error to show at a field, by wire name. */
  at(field: string): string | undefined;
  /** Clears everything: call at the start of each submit. */
  clear(): void;
  /** Shows a failed submission's errors. */
  show(failure: Pick<ApiFailure, 'status' | 'message' | 'data'>): void;
  /** Shows one sentence found by the form itself (the two passwords differ). */
  showMessage(message: string, field?: string): void;
}

/**
 * A form's errors, kept between renders; `labels` is the form's wire-name → label table. When a
 * submission is refused at its fields, the first invalid field of the submitted form takes focus,
 * so a keyboard or screen reader user lands on what to correct.
 */
export function useFormErrors(labels: FieldLabels): FormErrorsHandle {
  const [errors, setErrors] = useState<FormErrors>(noFormErrors);
  useEffect(() => {
    // The form of the focused submit button; the page when the browser does not focus a clicked button.
    const form = (document.activeElement as HTMLButtonElement | null)?.form ?? document;
    if (Object.keys(errors.fields).length) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return {
    summary: errors.summary,
    at: (field) => errors.fields[field],
    clear: () => setErrors(noFormErrors),
    // The failure's words may need the catalogue and the issue sentences their table: both load
    // on first use.
    show: (failure) =>
      void Promise.all([textOf(failure.message), issueMessages.load(currentLanguage())]).then(([text]) =>
        setErrors(formErrorsOf(failure, text, labels)),
      ),
    showMessage: (message, field) => setErrors({ fields: field ? { [field]: message } : {}, summary: [message] }),
  };
}
