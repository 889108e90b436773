/** The texts of the FHIR download (issue 25): English here, the others loaded when chosen. */
import { defineMessages } from '../../lib/i18n/messages.ts';

export const fhirEn = {
  report: 'Download FHIR',
  subject: 'Download FHIR: all reports',
  hint: 'A FHIR R4 file for the hospital\'s record system.',
  working: 'Preparing the FHIR file…',
  saved: 'Saved {file}',
} as const;

export const fhirMessages = defineMessages(fhirEn, { es: () => import('./fhir-messages-es.ts'), pt: () => import('./fhir-messages-pt.ts') });
