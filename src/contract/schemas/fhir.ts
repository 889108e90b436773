/**
 * Schemas of the FHIR R4 export (issue 25). Endpoints: ../endpoints/fhir.ts. The answer is a FHIR
 * Bundle sent bare with `application/fhir+json`; this schema checks its outer shape (the
 * collection and its entries), and the tests check whole answers against HL7's R4 JSON schema.
 */
import { defaultReportLanguage } from '../report-constants.ts';
import { languages } from '../languages.ts';
import { queryOneOf, queryOptionalInt } from '../query-schema.ts';
import type { FieldIssue, Schema } from '../schema.ts';
import type { FhirBundle } from '../fhir-types.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A FHIR Bundle of type collection whose entries each have a `urn:uuid:` fullUrl and a resource. */
export const fhirBundle: Schema<FhirBundle, false> = {
  optional: false,
  doc: 'FHIR R4 Bundle (type collection; see "FHIR R4 export")',
  check(value: unknown, field: string, issues: FieldIssue[]): FhirBundle {
    const at = (key: string) => (field ? `${field}.${key}` : key);
    if (!isObject(value)) {
      issues.push({ field, code: value === undefined ? 'required' : 'type' });
      return value as FhirBundle;
    }
    if (value.resourceType !== 'Bundle') issues.push({ field: at('resourceType'), code: 'one_of' });
    if (value.type !== 'collection') issues.push({ field: at('type'), code: 'one_of' });
    if (typeof value.timestamp !== 'string') issues.push({ field: at('timestamp'), code: 'type' });
    if (!Array.isArray(value.entry)) {
      issues.push({ field: at('entry'), code: 'type' });
      return value as unknown as FhirBundle;
    }
    value.entry.forEach((entry: unknown, index) => {
      const here = at(`entry.${index}`);
      if (!isObject(entry) || typeof entry.fullUrl !== 'string' || !entry.fullUrl.startsWith('urn:uuid:')) {
        issues.push({ field: `${here}.fullUrl`, code: 'format' });
      } else if (!isObject(entry.resource) || typeof entry.resource.resourceType !== 'string') {
        issues.push({ field: `${here}.resource`, code: 'type' });
      }
    });
    return value as unknown as FhirBundle;
  },
};

/** One evaluation's export: the report's language and, as for the report, a version (default the latest). */
const reportExport = {
  query: { lang: queryOneOf(languages, defaultReportLanguage), version: queryOptionalInt(1, 1000) },
  data: fhirBundle,
};

/** A subject's export: every evaluation the caller may see, each at its latest version. */
const subjectExport = {
  query: { lang: queryOneOf(languages, defaultReportLanguage) },
  data: fhirBundle,
};

export const fhirSchemas = {
  exportReportFhirInst: reportExport,
  exportReportFhirInstUser: reportExport,
  exportReportFhirDemo: reportExport,
  exportSubjectFhirInst: subjectExport,
  exportSubjectFhirInstUser: subjectExport,
};
