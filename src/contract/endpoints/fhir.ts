/**
 * The FHIR R4 export (issue 25): one evaluation, or every evaluation of a subject, as a FHIR Bundle
 * answered bare with `application/fhir+json` (failures keep the `{message}` envelope). Who may
 * call each form is the report's own rule: the `_inst` forms need the institution-wide permission
 * to read reports, the `_inst_user` forms any membership (the server then answers only the
 * caller's own subjects), the demo form any role; all but the demo form are patient data.
 */
import type { Access } from '../access.ts';
import { fhirMediaType } from '../fhir-types.ts';
import { area, get, member, patientData, type Endpoint } from './define.ts';
import type { fhirSchemas } from '../schemas/fhir.ts';

/** A GET whose answer is a bare FHIR resource. */
function fhirGet<P extends string, const A extends Access>(path: P, access: A): Endpoint<P, A> {
  return { ...get(path, access), mediaType: fhirMediaType };
}

const readReports = patientData({ permission: 'get_evaluation_report_inst' });

export const fhirEndpoints = area<typeof fhirSchemas>()({
  exportReportFhirInst: fhirGet('reports/fhir_inst/{id}', readReports),
  exportReportFhirInstUser: fhirGet('reports/fhir_inst_user/{id}', patientData('membership')),
  exportReportFhirDemo: fhirGet('reports/fhir_demo_inst/{id}', member('any-role')),
  exportSubjectFhirInst: fhirGet('subjects/fhir_inst/{id}', readReports),
  exportSubjectFhirInstUser: fhirGet('subjects/fhir_inst_user/{id}', patientData('membership')),
});
