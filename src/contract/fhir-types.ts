/**
 * The FHIR R4 resources the export writes (issue 25, docs/api.md "FHIR R4 export"): only the
 * elements it fills, with HL7's element names. Every Bundle is checked against HL7's R4 JSON schema
 * in the tests; these types keep the server's mapping and the portal's download in step.
 */

/** The media type of a FHIR answer (FHIR R4 http.html#mime-type). */
export const fhirMediaType = 'application/fhir+json';

/** The code systems the export names, HL7's and the portal's own (docs/api.md). */
export const fhirSystems = {
  ucum: 'http://unitsofmeasure.org',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  dataAbsentReason: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  loinc: 'http://loinc.org',
  /** The portal's own identifiers and codes: no LOINC or SNOMED code is claimed that is not known. */
  evaluation: 'urn:evaluation-report-portal:evaluation',
  subjectCode: 'urn:evaluation-report-portal:subject-code',
  institution: 'urn:evaluation-report-portal:institution',
  protocol: 'urn:evaluation-report-portal:protocol',
  measure: 'urn:evaluation-report-portal:measure',
} as const;

export interface FhirReference {
  reference: string;
  display?: string;
}

export interface FhirCoding {
  system: string;
  code: string;
  display?: string;
}

export interface FhirCodeableConcept {
  coding?: FhirCoding[];
  text?: string;
}

export interface FhirIdentifier {
  /** What kind of identifier it is (HL7 v2 table 0203: `MR`, a medical record number). */
  type?: FhirCodeableConcept;
  system: string;
  value: string;
  assigner?: FhirReference;
}

/** The system of an institution's own record numbers: each institution numbers its subjects its own way. */
export function recordNumberSystem(institutionId: number): string {
  return `${fhirSystems.institution}:${institutionId}:record-number`;
}

export interface FhirQuantity {
  value: number;
  unit: string;
  system: string;
  code: string;
}

export interface FhirPatient {
  resourceType: 'Patient';
  id: string;
  identifier: FhirIdentifier[];
  gender: 'female' | 'male' | 'unknown';
  birthDate: string;
  managingOrganization?: FhirReference;
}

export interface FhirOrganization {
  resourceType: 'Organization';
  id: string;
  identifier: FhirIdentifier[];
  name: string;
}

export interface FhirPractitioner {
  resourceType: 'Practitioner';
  id: string;
  name: { text: string }[];
}

export interface FhirReferenceRange {
  low?: FhirQuantity;
  high?: FhirQuantity;
}

export type FhirObservationStatus = 'final' | 'amended' | 'corrected';

export interface FhirObservation {
  resourceType: 'Observation';
  id: string;
  language: string;
  status: FhirObservationStatus;
  category: FhirCodeableConcept[];
  code: FhirCodeableConcept;
  subject: FhirReference;
  effectiveDateTime: string;
  performer?: FhirReference[];
  valueQuantity?: FhirQuantity;
  dataAbsentReason?: FhirCodeableConcept;
  interpretation?: FhirCodeableConcept[];
  referenceRange?: FhirReferenceRange[];
}

/** final, amended, corrected from the report's version; registered or cancelled without a report. */
export type FhirReportStatus = 'final' | 'amended' | 'corrected' | 'registered' | 'cancelled';

export interface FhirDiagnosticReport {
  resourceType: 'DiagnosticReport';
  id: string;
  meta?: { versionId: string };
  language: string;
  identifier: FhirIdentifier[];
  status: FhirReportStatus;
  code: FhirCodeableConcept;
  subject: FhirReference;
  effectiveDateTime: string;
  issued?: string;
  performer?: FhirReference[];
  resultsInterpreter?: FhirReference[];
  result?: FhirReference[];
  conclusion?: string;
}

export type FhirResource = FhirPatient | FhirOrganization | FhirPractitioner | FhirObservation | FhirDiagnosticReport;

export interface FhirBundleEntry {
  /** `urn:uuid:` + the resource's id; every reference in the Bundle names one of these. */
  fullUrl: string;
  resource: FhirResource;
}

/** The answer of every FHIR export: a collection of resources, sent bare (not in the envelope). */
export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  entry: FhirBundleEntry[];
}
