/**
 * The FHIR R4 export (issue 25): the mapping of a report to a Bundle, the Bundle's validity against
 * HL7's R4 JSON schema and its references, the report's access rules and scope on every form, and
 * the audit row and the subject's access event each export writes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type {
  FhirBundle,
  FhirDiagnosticReport,
  FhirObservation,
  FhirOrganization,
  FhirPatient,
  FhirPractitioner,
  FhirResource,
} from '../../src/contract/fhir-types.ts';
import { serverReason } from '../../src/contract/messages.ts';
import type { AccessEventPage } from '../../src/contract/schemas/access-events.ts';
import type { ReportAnswer } from '../../src/contract/types.ts';
import { fhirBundleProblems, prepareFhirSchema } from '../support/fhir-schema.ts';
import { demoInstitutionIds, ids, signedInAs, userId, type DemoIds } from './support/reports-setup.ts';
import { call, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

const fhir = suite<{ t: TestServer; inst: DemoIds }>('FHIR R4 export');

fhir.before(async (ctx) => {
  // Compiling HL7's schema holds the event loop for seconds: done before any connection is open,
  // so no kept-alive socket of the server times out meanwhile.
  prepareFhirSchema();
  ctx.t = await startTestServer();
  ctx.inst = await demoInstitutionIds(ctx.t);
});

fhir.after(async ({ t }) => {
  await t.close();
});

interface FhirAnswer {
  status: number;
  contentType: string;
  json: unknown;
}

async function exportOf(t: TestServer, user: SignedIn, path: string): Promise<FhirAnswer> {
  const response = await fetch(`${t.url}/api/${path}`, { headers: user.headers });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', json: await response.json() };
}

async function bundleOf(t: TestServer, user: SignedIn, path: string): Promise<FhirBundle> {
  const answer = await exportOf(t, user, path);
  assert.is(answer.status, 200, `${path}: ${JSON.stringify(answer.json)}`);
  assert.is(answer.contentType, 'application/fhir+json; charset=utf-8');
  return answer.json as FhirBundle;
}

const resources = <T extends FhirResource>(bundle: FhirBundle, type: T['resourceType']): T[] =>
  bundle.entry.map((e) => e.resource).filter((r): r is T => r.resourceType === type);

const byReference = (bundle: FhirBundle, reference: string | undefined) => bundle.entry.find((e) => e.fullUrl === reference)?.resource;

/** A ready evaluation of `institution` with one report version and at least one value outside its range. */
async function readyEvaluation(t: TestServer, institution: number): Promise<number> {
  const [id] = await ids(
    t,
    `SELECT e.id FROM evaluations e WHERE e.institution_id = $1 AND e.status = 'ready'
       AND (SELECT count(*) FROM report_versions v WHERE v.evaluation_id = e.id) = 1
       AND EXISTS (SELECT 1 FROM report_versions v JOIN report_measurements m ON m.report_version_id = v.id
                   WHERE v.evaluation_id = e.id AND (m.value < m.ref_low OR m.value > m.ref_high))
     ORDER BY e.id LIMIT 1`,
    [institution],
  );
  if (id === undefined) throw new Error('the demo data has no ready evaluation with a value out of range');
  return id;
}

fhir('an evaluation is a Bundle valid against HL7\'s R4 schema, whose references all resolve', async ({ t, inst }) => {
  const user = await signedInAs(t, 'institutional_clinician', inst.north);
  const bundle = await bundleOf(t, user, `reports/fhir_inst/${await readyEvaluation(t, inst.north)}?lang=es`);
  assert.equal(fhirBundleProblems(bundle), []);
  assert.is(bundle.type, 'collection');
  assert.equal([...new Set(bundle.entry.map((e) => e.resource.resourceType))].sort(), ['DiagnosticReport', 'Observation', 'Organization', 'Patient', 'Practitioner']);
  // The checker itself finds a broken reference and a resource HL7's schema refuses.
  const broken = structuredClone(bundle);
  const report = resources<FhirDiagnosticReport>(broken, 'DiagnosticReport')[0];
  if (report) report.subject = { reference: 'urn:uuid:00000000-0000-5000-8000-000000000000' };
  assert.ok(fhirBundleProblems(broken).some((p) => p.startsWith('unresolved reference')));
  const invalid = structuredClone(bundle) as unknown as { entry: { resource: Record<string, unknown> }[] };
  const first = invalid.entry[0];
  if (first) first.resource.madeUpField = 'A field HL7 does not define';
  assert.ok(fhirBundleProblems(invalid).length > 0, 'a resource with a field HL7 does not define is refused');
});

fhir('the Bundle holds the report: subject, institution, evaluators, conclusion in the language asked for and every measured item', async ({ t, inst }) => {
  const user = await signedInAs(t, 'institutional_clinician', inst.north);
  const id = await readyEvaluation(t, inst.north);
  const report = (await call<ReportAnswer>(t, `reports/get_evaluation_report_inst/${id}?lang=es`, { headers: user.headers })).body.data;
  if (!report?.report) throw new Error('no report to compare with');
  const bundle = await bundleOf(t, user, `reports/fhir_inst/${id}?lang=es`);
  const [diagnostic] = resources<FhirDiagnosticReport>(bundle, 'DiagnosticReport');
  const [patient] = resources<FhirPatient>(bundle, 'Patient');
  const [organization] = resources<FhirOrganization>(bundle, 'Organization');
  if (!diagnostic || !patient || !organization) throw new Error('a resource is missing');
  // The subject is known by its code and the institution's own record number (a member of the
  // institution sees it on the subject list): no name is made up.
  const [reference] = await t.server.db.query<{ reference: string }>(
    'SELECT s.reference FROM subjects s JOIN evaluations e ON e.subject_id = s.id WHERE e.id = $1',
    [id],
  );
  assert.ok(reference?.reference, 'the demo subject has a record number');
  assert.equal(patient.identifier.map((i) => i.value), [report.report.header.subject_code, reference?.reference]);
  assert.equal(patient.identifier[1], {
    type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR', display: 'Medical record number' }] },
    system: `urn:evaluation-report-portal:institution:${inst.north}:record-number`,
    value: reference?.reference,
    assigner: { reference: `urn:uuid:${organization.id}` },
  });
  assert.is('name' in patient, false);
  assert.is(patient.birthDate, report.report.header.birth_date);
  assert.is(organization.name, report.report.header.institution_name);
  assert.is(byReference(bundle, patient.managingOrganization?.reference), organization);
  assert.equal(
    resources<FhirPractitioner>(bundle, 'Practitioner').map((p) => p.name[0]?.text).filter((name) => report.report?.header.evaluators.includes(name ?? '')).sort(),
    [...report.report.header.evaluators].sort(),
  );
  assert.is(diagnostic.status, 'final');
  assert.is(diagnostic.conclusion, report.report.conclusion);
  assert.is(diagnostic.language, 'es');
  assert.is(diagnostic.effectiveDateTime, report.evaluation.evaluated_at);
  assert.equal(diagnostic.identifier[0]?.value, String(id));
  assert.is(byReference(bundle, diagnostic.subject.reference), patient);
  // One Observation per measured item, in the report's order, each in the report's result list.
  const items = report.report.sections.flatMap((s) => s.items);
  const observations = (diagnostic.result ?? []).map((r) => byReference(bundle, r.reference) as FhirObservation);
  assert.is(observations.length, items.length);
  assert.is(resources<FhirObservation>(bundle, 'Observation').length, items.length);
  items.forEach((item, index) => {
    const observation = observations[index];
    if (!observation) throw new Error(`no observation for ${item.key}`);
    assert.is(observation.code.coding?.[0]?.code, item.key);
    assert.is(observation.code.text, item.name);
    // LOINC beside the portal's own code where LOINC has a term for what the item measures.
    assert.equal(
      observation.code.coding?.slice(1),
      item.key === 'timed_up_and_go'
        ? [{ system: 'http://loinc.org', code: '89423-8', display: 'Time to rise from chair, walk 10 feet and back, and return to sitting [TUG]' }]
        : [],
      item.key,
    );
    assert.is(observation.valueQuantity?.value ?? null, item.value);
    assert.is(observation.valueQuantity?.system ?? 'http://unitsofmeasure.org', 'http://unitsofmeasure.org');
    assert.is(observation.referenceRange?.[0]?.low?.value ?? null, item.reference?.low ?? null);
    assert.is(observation.referenceRange?.[0]?.high?.value ?? null, item.reference?.high ?? null);
    const code = observation.interpretation?.[0]?.coding?.[0]?.code ?? null;
    const expected = item.flag === null ? null : item.flag === 'outside' ? (item.side === 'low' ? 'L' : 'H') : 'N';
    assert.is(code, expected, item.key);
  });
  assert.ok(observations.some((o) => ['L', 'H'].includes(o.interpretation?.[0]?.coding?.[0]?.code ?? '')), 'a value outside its range is L or H');
});

fhir('units are UCUM codes: cm² is cm2 and steps per minute an annotated /min', async ({ t, inst }) => {
  const user = await signedInAs(t, 'institutional_clinician', inst.north);
  const bundle = await bundleOf(t, user, `reports/fhir_inst/${await readyEvaluation(t, inst.north)}`);
  const byKey = new Map(resources<FhirObservation>(bundle, 'Observation').map((o) => [o.code.coding?.[0]?.code, o.valueQuantity]));
  assert.equal(byKey.get('sway_area'), { ...byKey.get('sway_area'), unit: 'cm²', code: 'cm2' });
  assert.equal(byKey.get('cadence'), { ...byKey.get('cadence'), unit: 'steps/min', code: '{steps}/min' });
  assert.equal(byKey.get('gait_speed'), { ...byKey.get('gait_speed'), unit: 'm/s', code: 'm/s' });
});

fhir('a second version with only new text is amended, one with a changed value is corrected, and an older version stays final', async ({ t, inst }) => {
  const user = await signedInAs(t, 'institutional_clinician', inst.north);
  const id = await readyEvaluation(t, inst.north);
  const copyVersion = async (from: number, to: number) => {
    await t.server.db.query(
      `INSERT INTO report_versions (evaluation_id, version, created_at, author, evaluators)
       SELECT evaluation_id, $2, created_at + interval '1 day', author, evaluators FROM report_versions WHERE evaluation_id = $1 AND version = $3`,
      [id, to, from],
    );
    for (const [table, columns] of [
      ['report_measurements', 'item_key, value, ref_low, ref_high'],
      ['report_texts', 'variation, lang, title, conclusion, note'],
    ] as const) {
      await t.server.db.query(
        `INSERT INTO ${table} (report_version_id, ${columns})
         SELECT (SELECT id FROM report_versions WHERE evaluation_id = $1 AND version = $2), ${columns} FROM ${table}
         WHERE report_version_id = (SELECT id FROM report_versions WHERE evaluation_id = $1 AND version = $3)`,
        [id, to, from],
      );
    }
  };
  await copyVersion(1, 2);
  await t.server.db.query(
    `UPDATE report_texts SET conclusion = conclusion || ' (amended)' WHERE report_version_id = (SELECT id FROM report_versions WHERE evaluation_id = $1 AND version = 2)`,
    [id],
  );
  const statusOf = async (query: string) => {
    const bundle = await bundleOf(t, user, `reports/fhir_inst/${id}${query}`);
    assert.equal(fhirBundleProblems(bundle), []);
    return { report: resources<FhirDiagnosticReport>(bundle, 'DiagnosticReport')[0], observations: resources<FhirObservation>(bundle, 'Observation') };
  };
  const amended = await statusOf('');
  assert.is(amended.report?.status, 'amended');
  assert.is(amended.report?.meta?.versionId, '2');
  assert.ok(amended.report?.conclusion?.endsWith('(amended)'));
  assert.ok(amended.observations.every((o) => o.status === 'final'));
  await copyVersion(2, 3);
  await t.server.db.query(
    `UPDATE report_measurements SET value = value + 1 WHERE item_key = 'cadence' AND report_version_id = (SELECT id FROM report_versions WHERE evaluation_id = $1 AND version = 3)`,
    [id],
  );
  const corrected = await statusOf('');
  assert.is(corrected.report?.status, 'corrected');
  assert.equal(corrected.observations.filter((o) => o.status === 'corrected').map((o) => o.code.coding?.[0]?.code), ['cadence']);
  assert.is((await statusOf('?version=1')).report?.status, 'final');
  const missing = await exportOf(t, user, `reports/fhir_inst/${id}?version=9`);
  assert.is(missing.status, 404);
  assert.equal(missing.json, { message: serverReason.reportVersionNotFound });
});

fhir('an evaluation without a report is named, registered while it waits and cancelled when it failed', async ({ t, inst }) => {
  const user = await signedInAs(t, 'institutional_clinician', inst.north);
  const seen: string[] = [];
  for (const [status, expected] of [['failed', 'cancelled'], ['processing', 'registered'], ['requested', 'registered']] as const) {
    const [id] = await ids(t, 'SELECT id FROM evaluations WHERE institution_id = $1 AND status = $2 ORDER BY id LIMIT 1', [inst.north, status]);
    if (id === undefined) continue;
    const bundle = await bundleOf(t, user, `reports/fhir_inst/${id}`);
    assert.equal(fhirBundleProblems(bundle), []);
    const [report] = resources<FhirDiagnosticReport>(bundle, 'DiagnosticReport');
    assert.is(report?.status, expected, status);
    assert.is(report?.result, undefined);
    assert.is(resources(bundle, 'Observation').length, 0);
    seen.push(status);
  }
  assert.ok(seen.includes('failed') && seen.length >= 2, `the demo data has failed and waiting evaluations (${seen.join(', ')})`);
});

fhir('the _inst form needs the permission to read the institution\'s reports (403), another institution\'s evaluation is not found (404)', async ({ t, inst }) => {
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const id = await readyEvaluation(t, inst.north);
  const refused = await exportOf(t, clinician, `reports/fhir_inst/${id}`);
  assert.is(refused.status, 403);
  assert.equal(refused.json, { message: serverReason.badPermissions });
  assert.is((await exportOf(t, clinician, `subjects/fhir_inst/1`)).status, 403);
  const institutional = await signedInAs(t, 'institutional_clinician', inst.north);
  const southern = await readyEvaluation(t, inst.south);
  const foreign = await exportOf(t, institutional, `reports/fhir_inst/${southern}`);
  assert.is(foreign.status, 404);
  assert.equal(foreign.json, { message: serverReason.evaluationNotFound });
  assert.equal((await exportOf(t, institutional, 'reports/fhir_inst/abc')).json, { message: serverReason.evaluationNotFound });
  const [southSubject] = await ids(t, 'SELECT id FROM subjects WHERE institution_id = $1 ORDER BY id LIMIT 1', [inst.south]);
  const foreignSubject = await exportOf(t, institutional, `subjects/fhir_inst/${southSubject}`);
  assert.is(foreignSubject.status, 404);
  assert.equal(foreignSubject.json, { message: serverReason.subjectNotFound });
});

fhir('the _inst_user forms answer only the caller\'s own subjects; a forged id of another subject is not found', async ({ t, inst }) => {
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const me = await userId(t, 'clinician');
  const assigned = 'EXISTS (SELECT 1 FROM subject_assignments a WHERE a.subject_id = e.subject_id AND a.user_id = $2)';
  const [own] = await ids(t, `SELECT e.id FROM evaluations e WHERE e.institution_id = $1 AND e.status = 'ready' AND ${assigned} ORDER BY e.id LIMIT 1`, [inst.north, me]);
  const [other] = await ids(t, `SELECT e.id FROM evaluations e WHERE e.institution_id = $1 AND e.status = 'ready' AND NOT ${assigned} ORDER BY e.id LIMIT 1`, [inst.north, me]);
  assert.equal(fhirBundleProblems(await bundleOf(t, clinician, `reports/fhir_inst_user/${own}`)), []);
  assert.is((await exportOf(t, clinician, `reports/fhir_inst_user/${other}`)).status, 404);
  const [ownSubject] = await ids(t, 'SELECT subject_id AS id FROM subject_assignments WHERE user_id = $1 ORDER BY subject_id LIMIT 1', [me]);
  const [otherSubject] = await ids(
    t,
    'SELECT s.id FROM subjects s WHERE s.institution_id = $1 AND NOT EXISTS (SELECT 1 FROM subject_assignments a WHERE a.subject_id = s.id AND a.user_id = $2) LIMIT 1',
    [inst.north, me],
  );
  assert.is((await exportOf(t, clinician, `subjects/fhir_inst_user/${ownSubject}`)).status, 200);
  const forged = await exportOf(t, clinician, `subjects/fhir_inst_user/${otherSubject}`);
  assert.is(forged.status, 404);
  assert.equal(forged.json, { message: serverReason.subjectNotFound });
});

fhir('a subject\'s Bundle holds every evaluation it may see in date order, one Patient, and is valid', async ({ t, inst }) => {
  const user = await signedInAs(t, 'institutional_clinician', inst.north);
  const [subject] = await ids(
    t,
    'SELECT subject_id AS id FROM evaluations WHERE institution_id = $1 GROUP BY subject_id HAVING count(*) > 2 ORDER BY count(*) DESC, subject_id LIMIT 1',
    [inst.north],
  );
  const expected = await ids(t, 'SELECT id FROM evaluations WHERE subject_id = $1 ORDER BY evaluated_at, id', [subject]);
  const bundle = await bundleOf(t, user, `subjects/fhir_inst/${subject}?lang=en`);
  assert.equal(fhirBundleProblems(bundle), []);
  const reports = resources<FhirDiagnosticReport>(bundle, 'DiagnosticReport');
  assert.equal(reports.map((r) => Number(r.identifier[0]?.value)), expected);
  const dates = reports.map((r) => r.effectiveDateTime);
  assert.equal(dates, [...dates].sort());
  assert.is(resources(bundle, 'Patient').length, 1);
  assert.is(resources(bundle, 'Organization').length, 1);
  const [row] = await t.server.db.query<{ subject_code: string; reference: string }>('SELECT subject_code, reference FROM subjects WHERE id = $1', [subject]);
  assert.equal(resources<FhirPatient>(bundle, 'Patient')[0]?.identifier.map((i) => i.value), [row?.subject_code, row?.reference]);
  const names = resources<FhirPractitioner>(bundle, 'Practitioner').map((p) => p.name[0]?.text);
  assert.is(new Set(names).size, names.length, 'each evaluator is one Practitioner');
  assert.is(new Set(bundle.entry.map((e) => e.fullUrl)).size, bundle.entry.length);
});

fhir('the demo form exports the demonstration pool without an Organization, and nothing of an institution', async ({ t, inst }) => {
  const user = await signedInAs(t, 'clinician', inst.north);
  const [demo] = await ids(t, "SELECT id FROM evaluations WHERE is_demo AND status = 'ready' ORDER BY id LIMIT 1");
  const bundle = await bundleOf(t, user, `reports/fhir_demo_inst/${demo}`);
  assert.equal(fhirBundleProblems(bundle), []);
  assert.is(resources(bundle, 'Organization').length, 0);
  assert.is(resources<FhirPatient>(bundle, 'Patient')[0]?.identifier.length, 1, 'a demonstration subject has no record number');
  assert.is((await exportOf(t, user, `reports/fhir_demo_inst/${await readyEvaluation(t, inst.north)}`)).status, 404);
});

fhir('every export is one audit row naming what was exported, with no clinical value in it', async ({ t, inst }) => {
  const user = await signedInAs(t, 'institutional_clinician', inst.north);
  const id = await readyEvaluation(t, inst.north);
  const before = await ids(t, "SELECT count(*)::int AS id FROM audit_log WHERE action = 'fhir_exported'");
  const bundle = await bundleOf(t, user, `reports/fhir_inst/${id}`);
  const [subject] = await ids(t, 'SELECT subject_id AS id FROM evaluations WHERE id = $1', [id]);
  const [count] = await ids(t, 'SELECT count(*)::int AS id FROM evaluations WHERE subject_id = $1', [subject]);
  await bundleOf(t, user, `subjects/fhir_inst/${subject}`);
  assert.is((await exportOf(t, user, `reports/fhir_inst/999999999`)).status, 404);
  const rows = await t.server.db.query<{ institution_id: number; actor_id: number; changes: { field: string; after: string | null }[] }>(
    "SELECT institution_id, actor_id, changes FROM audit_log WHERE action = 'fhir_exported' ORDER BY id OFFSET $1",
    [before[0] ?? 0],
  );
  assert.equal(
    rows.map((r) => [r.institution_id, r.actor_id, r.changes.map((c) => [c.field, c.after])]),
    [
      [inst.north, user.id, [['evaluation', String(id)]]],
      [inst.north, user.id, [['subject', String(subject)], ['evaluations', String(count)]]],
    ],
  );
  const [report] = resources<FhirDiagnosticReport>(bundle, 'DiagnosticReport');
  const text = JSON.stringify(rows);
  assert.not.ok(report?.conclusion && text.includes(report.conclusion));
  for (const o of resources<FhirObservation>(bundle, 'Observation')) {
    if (o.valueQuantity) assert.not.ok(text.includes(`"${o.valueQuantity.value}"`), 'no measured value in the audit row');
  }
});

interface ExportEvent {
  user_id: number;
  institution_id: number | null;
  action: string;
  target_kind: string;
  target_id: number | null;
  version: number | null;
  evaluation_ids: number[] | null;
  subject_id: number | null;
  subject_code: string | null;
}

const exportEventsSince = (t: TestServer, id: number) =>
  t.server.db.query<ExportEvent>(
    `SELECT user_id, institution_id, action, target_kind, target_id, version, evaluation_ids, subject_id, subject_code
     FROM access_events WHERE action = 'exported' AND id > $1 ORDER BY id`,
    [id],
  );

const lastEventId = async (t: TestServer) => (await ids(t, 'SELECT coalesce(max(id), 0)::int AS id FROM access_events'))[0] ?? 0;

fhir('every FHIR export of a report or a subject is an access event "exported" naming its evaluations, on every scope', async ({ t, inst }) => {
  const institutional = await signedInAs(t, 'institutional_clinician', inst.north);
  const clinician = await signedInAs(t, 'clinician', inst.north);
  const me = await userId(t, 'clinician');
  const id = await readyEvaluation(t, inst.north);
  const [subject] = await t.server.db.query<{ id: number; code: string }>(
    'SELECT s.id, s.subject_code AS code FROM evaluations e JOIN subjects s ON s.id = e.subject_id WHERE e.id = $1',
    [id],
  );
  if (!subject) throw new Error('no subject');
  const all = await ids(t, 'SELECT id FROM evaluations WHERE subject_id = $1 ORDER BY evaluated_at, id', [subject.id]);
  const [own] = await ids(
    t,
    `SELECT e.id FROM evaluations e JOIN subject_assignments a ON a.subject_id = e.subject_id AND a.user_id = $2
     WHERE e.institution_id = $1 AND e.status = 'ready' ORDER BY e.id LIMIT 1`,
    [inst.north, me],
  );
  const [ownSubject] = await t.server.db.query<{ id: number; code: string }>(
    'SELECT s.id, s.subject_code AS code FROM evaluations e JOIN subjects s ON s.id = e.subject_id WHERE e.id = $1',
    [own],
  );
  if (own === undefined || !ownSubject) throw new Error('the clinician has no subject with a report');
  const ownAll = await ids(t, 'SELECT id FROM evaluations WHERE subject_id = $1 ORDER BY evaluated_at, id', [ownSubject.id]);
  // Without a version asked for, the export is of the latest, and the event names it.
  const [ownLatest] = await ids(t, 'SELECT max(version)::int AS id FROM report_versions WHERE evaluation_id = $1', [own]);
  const since = await lastEventId(t);

  await bundleOf(t, institutional, `reports/fhir_inst/${id}?version=1`);
  await bundleOf(t, institutional, `subjects/fhir_inst/${subject.id}`);
  await bundleOf(t, clinician, `reports/fhir_inst_user/${own}`);
  await bundleOf(t, clinician, `subjects/fhir_inst_user/${ownSubject.id}`);
  // A refused or missing export writes nothing.
  assert.is((await exportOf(t, clinician, `reports/fhir_inst_user/999999999`)).status, 404);

  const report = (user: number, evaluation: number, version: number | null, s: { id: number; code: string }): ExportEvent => ({
    user_id: user, institution_id: inst.north, action: 'exported', target_kind: 'report', target_id: evaluation, version,
    evaluation_ids: [evaluation], subject_id: s.id, subject_code: s.code,
  });
  const whole = (user: number, evaluations: number[], s: { id: number; code: string }): ExportEvent => ({
    user_id: user, institution_id: inst.north, action: 'exported', target_kind: 'subject', target_id: null, version: null,
    evaluation_ids: evaluations, subject_id: s.id, subject_code: s.code,
  });
  assert.equal(await exportEventsSince(t, since), [
    report(institutional.id, id, 1, subject),
    whole(institutional.id, all, subject),
    report(me, own, ownLatest ?? null, ownSubject),
    whole(me, ownAll, ownSubject),
  ]);

  // The user managers' history shows it with its evaluations, and so does the subject's "last opened".
  const manager = await signedInAs(t, 'user_manager', inst.north);
  const history = await call<AccessEventPage>(t, `access_events/list_inst/0?subject=${subject.id}&per_page=5`, { method: 'GET', headers: manager.headers });
  assert.is(history.status, 200, history.body.message);
  const shown = history.body.data?.entries[0];
  assert.equal([shown?.action, shown?.target_kind, shown?.evaluation_ids], ['exported', 'subject', all]);
  const last = await call<{ last: { action: string; user_name: string } | null }>(t, `access_events/last_opened_inst/${subject.id}`, {
    method: 'GET',
    headers: institutional.headers,
  });
  assert.is(last.body.data?.last?.action, 'exported');
});

fhir('a demonstration export, like a demonstration read, is no subject\'s access event', async ({ t, inst }) => {
  const user = await signedInAs(t, 'clinician', inst.north);
  const [demo] = await ids(t, "SELECT id FROM evaluations WHERE is_demo AND status = 'ready' ORDER BY id LIMIT 1");
  const since = await lastEventId(t);
  await bundleOf(t, user, `reports/fhir_demo_inst/${demo}`);
  assert.equal(await exportEventsSince(t, since), []);
});

fhir.run();
