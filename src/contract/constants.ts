/** Business constants of spec §9, shared by the portal and the reference server. */

export const configVersion = '2.2.0';
export const configDate = '06-27-2025';
export const basePath = '/portal';
export const sessionMinutes = 60;
/** Placeholder id used by list and longitudinal calls (spec §9). */
export const placeholderId = 0;
export const defaultGroup = 0;
export const roleSeparator = '-';
export const lazyLoadDelayMs = 250;
export const chunkTimeoutMs = 120_000;
export const descriptionRows = 6;
export const defaultEvaluatorStatus = '0';
/** URL parameter key that marks a subject provided by a portal user (spec §1). */
export const portalProvidedKey = 'PP';

/**
 * The themes a person may choose, in the order of spec §3's `currentTheme` index (0, the default,
 * follows the system's setting). The server keeps each person's choice by name.
 */
export const themeNames = ['system', 'light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Breakpoints in px (spec §9, first reading). */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1500 } as const;

/** Support reasons, in the order the dropdown lists them (spec §9). */
export const supportReasons = [
  'Report Generation',
  'Report Interpretation',
  'User Management',
  'Demo Evaluations',
  'Evaluator Training',
  'Evaluator Exam',
  'Technical Issue',
  'Other',
] as const;
export type SupportReason = (typeof supportReasons)[number];

/** Shortest password the server accepts (register, change and reset). */
export const minPasswordLength = 8;
/** Longest password the server accepts; bounds the work of hashing a hostile input. */
export const maxPasswordLength = 1024;
/** Longest support request description, in characters. */
export const maxSupportBodyLength = 5000;
/** Support requests one person may send in any hour (the server answers 429 beyond; the dialog says so). */
export const supportRequestsPerHour = 10;
