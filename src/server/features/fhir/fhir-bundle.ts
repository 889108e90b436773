/**
 * The mapping of evaluations to a FHIR R4 Bundle (issue 25; field by field in docs/api.md "FHIR R4
 * export"). Pure: no database, no clock (the caller passes `now`). Every resource has a stable id
 * made from what it stands for, so two exports of the same data name the same resources, and every
 * reference inside the Bundle is the `urn:uuid:` fullUrl of one of its entries.
 */
import { createHash } from 'node:crypto';
import type { Language } from '../../../contract/languages.ts';
import {
  fhirSystems,
  recordNumberSystem,
  type FhirBundle,
  type FhirBundleEntry,
  type FhirDiagnosticReport,
  type FhirObservation,
  type FhirObservationStatus,
  type FhirQuantity,
  type FhirReference,
  type FhirReportStatus,
  type FhirResource,
} from '../../../contract/fhir-types.ts';
import { flagOf, measureByKey, measureOrder } from '../../evaluations/measures.ts';
import { isoOf } from '../../evaluations/wire.ts';
import type { ExportedEvaluation, MeasurementRow, ReportVersion } from './fhir-source.ts';
import { interpretationOf, loincCodes, ucumCodes } from './fhir-codes.ts';

/** The subject and its institution, as an evaluation row (or the subject's own row) holds them. */
export interface SubjectFacts {
  subject_id: number;
  subject_code: string;
  sex: string;
  birth_date: string;
  institution_id: number | null;
  institution_name: string | null;
  /** The institution's own record number of the subject (null: none, or not the caller's to see). */
  subject_reference: string | null;
}

/** A UUID (version 5 layout) from a name: the same thing always gets the same id. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`evaluation-report-portal:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** Collects the entries of a Bundle once each, and hands out references to them. */
class Entries {
  private readonly byId = new Map<string, FhirBundleEntry>();

  add(resource: FhirResource): FhirReference {
    if (!this.byId.has(resource.id)) this.byId.set(resource.id, { fullUrl: `urn:uuid:${resource.id}`, resource });
    return { reference: `urn:uuid:${resource.id}` };
  }

  list(): FhirBundleEntry[] {
    return [...this.byId.values()];
  }
}

const sameValues = (a: MeasurementRow, b: MeasurementRow | undefined) =>
  !!b && a.value === b.value && a.ref_low === b.ref_low && a.ref_high === b.ref_high;

/**
 * final for a first version; a later version is corrected when a measured value or its range
 * changed from the version before (a result was wrong), and amended when only its text did.
 */
export function reportStatusOf(report: ReportVersion): FhirReportStatus {
  if (report.previous === null) return 'final';
  const before = new Map(report.previous.map((m) => [m.item_key, m]));
  const changed =
    report.measurements.length !== report.previous.length || report.measurements.some((m) => !sameValues(m, before.get(m.item_key)));
  return changed ? 'corrected' : 'amended';
}

function quantity(value: number, unit: string): FhirQuantity {
  return { value, unit, system: fhirSystems.ucum, code: ucumCodes[unit] ?? unit };
}

function observationOf(
  m: MeasurementRow,
  context: { evaluationKey: string; subject: FhirReference; effective: string; performer: FhirReference[]; lang: Language; status: FhirObservationStatus },
): FhirObservation | null {
  const measure = measureByKey.get(m.item_key);
  if (!measure) return null;
  const { flag, side } = flagOf(m.value, m.ref_low, m.ref_high);
  const loinc = loincCodes[measure.key];
  const interpretation = interpretationOf(flag, side, context.lang);
  const range = {
    ...(m.ref_low === null ? {} : { low: quantity(m.ref_low, measure.unit) }),
    ...(m.ref_high === null ? {} : { high: quantity(m.ref_high, measure.unit) }),
  };
  return {
    resourceType: 'Observation',
    id: stableUuid(`${context.evaluationKey}:observation:${m.item_key}`),
    language: context.lang,
    status: context.status,
    category: [{ coding: [{ system: fhirSystems.observationCategory, code: 'exam', display: 'Exam' }] }],
    code: {
      coding: [
        { system: fhirSystems.measure, code: measure.key, display: measure.name.en },
        ...(loinc ? [{ system: fhirSystems.loinc, code: loinc.code, display: loinc.display }] : []),
      ],
      text: measure.name[context.lang],
    },
    subject: context.subject,
    effectiveDateTime: context.effective,
    ...(context.performer.length ? { performer: context.performer } : {}),
    ...(m.value === null
      ? { dataAbsentReason: { coding: [{ system: fhirSystems.dataAbsentReason, code: 'not-performed', display: 'Not Performed' }] } }
      : { valueQuantity: quantity(m.value, measure.unit) }),
    ...(interpretation ? { interpretation: [interpretation] } : {}),
    ...(range.low || range.high ? { referenceRange: [range] } : {}),
  };
}

/** The Bundle of a subject's evaluations (one or many), in the order given. */
export function fhirBundleOf(subject: SubjectFacts, evaluations: readonly ExportedEvaluation[], lang: Language, now: Date): FhirBundle {
  const entries = new Entries();
  const organization =
    subject.institution_id === null
      ? null
      : entries.add({
          resourceType: 'Organization',
          id: stableUuid(`institution:${subject.institution_id}`),
          identifier: [{ system: fhirSystems.institution, value: String(subject.institution_id) }],
          name: subject.institution_name ?? '',
        });
  const patient = entries.add({
    resourceType: 'Patient',
    id: stableUuid(`subject:${subject.subject_id}`),
    identifier: [
      { system: fhirSystems.subjectCode, value: subject.subject_code, ...(organization ? { assigner: organization } : {}) },
      // The institution's own record number, in a system of that institution's.
      ...(organization && subject.institution_id !== null && subject.subject_reference
        ? [
            {
              type: { coding: [{ system: fhirSystems.identifierType, code: 'MR', display: 'Medical record number' }] },
              system: recordNumberSystem(subject.institution_id),
              value: subject.subject_reference,
              assigner: organization,
            },
          ]
        : []),
    ],
    gender: subject.sex === 'female' || subject.sex === 'male' ? subject.sex : 'unknown',
    birthDate: subject.birth_date,
    ...(organization ? { managingOrganization: organization } : {}),
  });
  // Evaluators are named by the report; one Practitioner per name within the institution.
  const practitioner = (name: string) =>
    entries.add({ resourceType: 'Practitioner', id: stableUuid(`practitioner:${subject.institution_id ?? 'demo'}:${name}`), name: [{ text: name }] });
  // Each report is followed by its observations, evaluations in the order given (date order).
  for (const { evaluation, report } of evaluations) {
    const effective = isoOf(evaluation.evaluated_at);
    const evaluationKey = `evaluation:${evaluation.keyid}:${report?.version ?? 0}`;
    const common = {
      resourceType: 'DiagnosticReport' as const,
      id: stableUuid(evaluationKey),
      language: lang,
      identifier: [{ system: fhirSystems.evaluation, value: String(evaluation.keyid) }],
      subject: patient,
      effectiveDateTime: effective,
    };
    if (!report) {
      // No report yet (requested, processing) or none to come (failed): the evaluation is still named.
      const status: FhirReportStatus = evaluation.status === 'failed' ? 'cancelled' : 'registered';
      entries.add({ ...common, status, code: { coding: [{ system: fhirSystems.protocol, code: evaluation.protocol }], text: evaluation.protocol } });
      continue;
    }
    const performer = [...report.evaluators.map(practitioner), ...(organization ? [organization] : [])];
    const status = reportStatusOf(report);
    const before = new Map((report.previous ?? []).map((m) => [m.item_key, m]));
    const observations: FhirObservation[] = [];
    const sorted = [...report.measurements].sort((a, b) => (measureOrder.get(a.item_key) ?? 99) - (measureOrder.get(b.item_key) ?? 99));
    for (const m of sorted) {
      const itemStatus: FhirObservationStatus = report.previous !== null && !sameValues(m, before.get(m.item_key)) ? 'corrected' : 'final';
      const observation = observationOf(m, { evaluationKey, subject: patient, effective, performer, lang, status: itemStatus });
      if (!observation) continue;
      observations.push(observation);
    }
    const diagnosticReport: FhirDiagnosticReport = {
      ...common,
      meta: { versionId: String(report.version) },
      status,
      code: { coding: [{ system: fhirSystems.protocol, code: evaluation.protocol }], text: report.title },
      issued: report.created_at,
      ...(performer.length ? { performer } : {}),
      resultsInterpreter: [practitioner(report.author)],
      ...(observations.length ? { result: observations.map((o) => ({ reference: `urn:uuid:${o.id}` })) } : {}),
      conclusion: report.conclusion,
    };
    for (const resource of [diagnosticReport, ...observations]) entries.add(resource);
  }
  return { resourceType: 'Bundle', type: 'collection', timestamp: now.toISOString(), entry: entries.list() };
}
