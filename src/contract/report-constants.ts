/**
 * The words and limits of the subject and report calls, shared by the portal and the reference
 * server. Plain values only (no schemas), so the portal's bundle may import them.
 */
import { sourceLanguage, type Language } from './languages.ts';

/** Where an evaluation is: asked for, being processed, its report ready, or processing failed. */
export const evaluationStatuses = ['requested', 'processing', 'ready', 'failed'] as const;
export type EvaluationStatus = (typeof evaluationStatuses)[number];

/** Every report is written in every language of the product (query `lang`); English by default. */
export const defaultReportLanguage: Language = sourceLanguage;

/** How a measured value sits against its reference range. */
export const itemFlags = ['normal', 'borderline', 'outside'] as const;
export type ItemFlag = (typeof itemFlags)[number];

/** Which side of the range a borderline or outside value is on. */
export const itemSides = ['low', 'high'] as const;
export type ItemSide = (typeof itemSides)[number];

/** A subject's sex as recorded by the institution. */
export const subjectSexes = ['female', 'male', 'unknown'] as const;
export type SubjectSex = (typeof subjectSexes)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * Sort keys of the subject lists; default: latest evaluation first. `age` is the subject's age
 * (ascending: youngest first), the reverse of `birth_date` (ascending: earliest birth, the oldest).
 */
export const subjectSortKeys = ['subject_code', 'age', 'birth_date', 'registered_at', 'latest_evaluation_at', 'evaluation_count'] as const;
export type SubjectSortKey = (typeof subjectSortKeys)[number];
export const defaultSubjectSort = 'latest_evaluation_at' satisfies SubjectSortKey;

/** Sort keys of the evaluation lists (report lists, legacy, demo); default: newest first. */
export const evaluationSortKeys = ['evaluated_at', 'subject_code', 'status'] as const;
export type EvaluationSortKey = (typeof evaluationSortKeys)[number];

/** Sort keys of the admin evaluation list, which spans institutions. */
export const adminEvaluationSortKeys = ['evaluated_at', 'subject_code', 'status', 'institution_name'] as const;
export type AdminEvaluationSortKey = (typeof adminEvaluationSortKeys)[number];

export const defaultSortOrder: SortOrder = 'desc';

/** Rows per page of every list: default and most. */
export const defaultPageSize = 25;
export const maxPageSize = 100;
/** Highest page number accepted (a page beyond the last answers an empty list). */
export const maxPage = 100_000;
/** Longest search text, in characters. */
export const maxSearchLength = 100;

/** Most evaluations one longitudinal report compares. */
export const maxLongitudinalEvaluations = 50;

/** Variation keys: lower-case words (`full`, `summary`). */
export const variationKeyPattern = /^[a-z][a-z0-9_]{0,31}$/;
