import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { LongitudinalReport, ReportAnswer, ReportVariation } from '../../src/contract/types.ts';
import { demoInstitutionIds, ids, signedInAs, type DemoIds } from './support/reports-setup.ts';
import { call, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

const reports = suite<{ t: TestServer; inst: DemoIds; user: SignedIn }>('the report and its options');

reports.before(async (ctx) => {
  ctx.t = await startTestServer();
  ctx.inst = await demoInstitutionIds(ctx.t);
  ctx.user = await signedInAs(ctx.t, 'institutional_clinician', ctx.inst.north);
});

reports.after(async ({ t }) => {
  await t.close();
});

const report = (t: TestServer, user: SignedIn, id: number, options = '') =>
  call<ReportAnswer>(t, `reports/get_evaluation_report_inst/${id}${options}`, { headers: user.headers });

/** A north evaluation with two report versions, whose version 2 has a kept and a discarded comment when possible. */
async function correctedEvaluation(t: TestServer, north: number): Promise<number> {
  const [id] = await ids(
    t,
    `SELECT e.id FROM evaluations e JOIN report_versions v ON v.evaluation_id = e.id AND v.version = 2
     WHERE e.institution_id = $1 ORDER BY e.id LIMIT 1`,
    [north],
  );
  return id ?? 0;
}

reports('a report is structured: header, sections of measured items with range and flag, conclusion, comments', async ({ t, inst, user }) => {
  const id = await correctedEvaluation(t, inst.north);
  const answer = await report(t, user, id);
  assert.is(answer.status, 200);
  const data = answer.body.data as ReportAnswer;
  assert.is(data.lang, 'en');
  assert.is(data.variation, 'full');
  const doc = data.report;
  assert.ok(doc);
  assert.is(doc?.header.institution_name, 'Hospital Universitario del Norte');
  assert.ok((doc?.header.evaluators.length ?? 0) >= 1);
  assert.equal(doc?.sections.map((s) => s.key), ['gait', 'balance', 'mobility']);
  const items = doc?.sections.flatMap((s) => s.items) ?? [];
  assert.is(items.length, 11);
  for (const item of items) {
    assert.type(item.value, 'number');
    assert.ok(item.reference, `${item.key} has a reference range`);
    assert.ok(item.flag === 'normal' || item.flag === 'borderline' || item.flag === 'outside');
  }
  assert.ok((doc?.conclusion.length ?? 0) > 20);
  // Never HTML: every text is plain.
  assert.not.match(JSON.stringify(data), /<[a-z][^>]*>/i);
});

reports('lang=es answers the same report in Spanish, with the same values', async ({ t, inst, user }) => {
  const id = await correctedEvaluation(t, inst.north);
  const en = (await report(t, user, id)).body.data as ReportAnswer;
  const es = (await report(t, user, id, '?lang=es')).body.data as ReportAnswer;
  assert.is(es.lang, 'es');
  assert.is(es.report?.title, 'Informe de evaluación de la marcha y el equilibrio');
  assert.is(es.report?.sections[0]?.title, 'Marcha');
  assert.is(es.report?.sections[0]?.items[0]?.name, 'Velocidad de la marcha');
  assert.ok(/evaluación|intervalo|parámetro/.test(es.report?.conclusion ?? ''));
  const values = (a: ReportAnswer) => a.report?.sections.flatMap((s) => s.items.map((i) => i.value));
  assert.equal(values(es), values(en));
});

reports('lang=pt answers the same report in European Portuguese, with the same values and its status notes', async ({ t, inst, user }) => {
  const id = await correctedEvaluation(t, inst.north);
  const en = (await report(t, user, id)).body.data as ReportAnswer;
  const pt = (await report(t, user, id, '?lang=pt')).body.data as ReportAnswer;
  assert.is(pt.lang, 'pt');
  assert.is(pt.report?.title, 'Relatório de avaliação da marcha e do equilíbrio');
  assert.equal(pt.report?.sections.map((s) => s.title), ['Marcha', 'Equilíbrio', 'Mobilidade funcional']);
  const names = pt.report?.sections.flatMap((s) => s.items.map((i) => i.name)) ?? [];
  for (const name of ['Velocidade da marcha', 'Cadência', 'Comprimento da passada', 'Apoio unipodal', 'Timed Up and Go']) assert.ok(names.includes(name), name);
  assert.match(pt.report?.conclusion ?? '', /Recomenda-se uma avaliação de seguimento dentro de \d+ meses\.$/);
  const notes = pt.versions.flatMap((v) => (v.note ? [v.note] : []));
  assert.ok(notes.length > 0 && notes.every((note) => /^(Comprimento da passada recalculado|Conclusão corrigida)/.test(note)), notes.join(' | '));
  const values = (a: ReportAnswer) => a.report?.sections.flatMap((s) => s.items.map((i) => i.value));
  assert.equal(values(pt), values(en));
  const [processing] = await ids(t, "SELECT id FROM evaluations WHERE institution_id = $1 AND status = 'processing' LIMIT 1", [inst.north]);
  const waiting = (await report(t, user, processing as number, '?lang=pt')).body.data as ReportAnswer;
  assert.is(waiting.status_note, 'A avaliação está a ser processada. O relatório estará disponível quando o processamento terminar.');
  const variations = await call<ReportVariation[]>(t, `reports/get_report_variations_inst/${id}?lang=pt`, { method: 'GET', headers: user.headers });
  assert.equal(variations.body.data?.map((v) => [v.variation, v.title]), [['full', 'Relatório clínico completo'], ['summary', 'Resumo para o clínico referenciador']]);
});

reports('comments: discarded ones only with discarded=true, none with no_comments=true', async ({ t, inst, user }) => {
  const [id] = await ids(
    t,
    `SELECT e.id FROM evaluations e JOIN report_versions v ON v.evaluation_id = e.id
     JOIN report_comments c ON c.report_version_id = v.id AND c.discarded
     WHERE e.institution_id = $1 AND v.version = (SELECT max(version) FROM report_versions w WHERE w.evaluation_id = e.id)
     ORDER BY e.id LIMIT 1`,
    [inst.north],
  );
  const plain = (await report(t, user, id as number)).body.data as ReportAnswer;
  assert.ok(plain.report?.comments.every((c) => !c.discarded));
  const all = (await report(t, user, id as number, '?discarded=true')).body.data as ReportAnswer;
  assert.ok(all.report?.comments.some((c) => c.discarded));
  assert.ok((all.report?.comments.length ?? 0) > (plain.report?.comments.length ?? 0));
  const none = (await report(t, user, id as number, '?no_comments=true&discarded=true')).body.data as ReportAnswer;
  assert.equal(none.report?.comments, []);
});

reports('versions: the latest by default, an older one on request, every one listed with its note', async ({ t, inst, user }) => {
  const id = await correctedEvaluation(t, inst.north);
  const latest = (await report(t, user, id)).body.data as ReportAnswer;
  assert.is(latest.version, 2);
  assert.equal(latest.versions.map((v) => v.version), [1, 2]);
  assert.is(latest.versions[0]?.note, null);
  assert.ok(latest.versions[1]?.note);
  assert.is(latest.evaluation.report_version, 2);
  const first = (await report(t, user, id, '?version=1')).body.data as ReportAnswer;
  assert.is(first.version, 1);
  const missing = await report(t, user, id, '?version=9');
  assert.is(missing.status, 404);
  assert.is(missing.body.message, serverReason.reportVersionNotFound);
});

reports('variations: the summary keeps only items at the edge of or outside their range', async ({ t, inst, user }) => {
  const [id] = await ids(
    t,
    `SELECT e.id FROM evaluations e JOIN report_versions v ON v.evaluation_id = e.id JOIN report_measurements m ON m.report_version_id = v.id
     WHERE e.institution_id = $1 AND (m.value < m.ref_low OR m.value > m.ref_high) ORDER BY e.id LIMIT 1`,
    [inst.north],
  );
  const full = (await report(t, user, id as number)).body.data as ReportAnswer;
  const summary = (await report(t, user, id as number, '?variation=summary&lang=es')).body.data as ReportAnswer;
  assert.is(summary.variation, 'summary');
  assert.is(summary.report?.title, 'Evaluación de la marcha y el equilibrio: resumen');
  const summaryItems = summary.report?.sections.flatMap((s) => s.items) ?? [];
  assert.ok(summaryItems.length > 0);
  assert.ok(summaryItems.length < (full.report?.sections.flatMap((s) => s.items).length ?? 0));
  assert.ok(summaryItems.every((i) => i.flag === 'outside' || i.flag === 'borderline'));
  const unknown = await report(t, user, id as number, '?variation=poster');
  assert.is(unknown.status, 404);
  assert.is(unknown.body.message, serverReason.reportVariationNotFound);
});

reports('an evaluation still processing answers its status and a note, with no report', async ({ t, inst, user }) => {
  const [id] = await ids(t, "SELECT id FROM evaluations WHERE institution_id = $1 AND status = 'processing' LIMIT 1", [inst.north]);
  const answer = await report(t, user, id as number, '?lang=es');
  assert.is(answer.status, 200);
  const data = answer.body.data as ReportAnswer;
  assert.is(data.evaluation.status, 'processing');
  assert.is(data.report, null);
  assert.is(data.version, null);
  assert.match(data.status_note ?? '', /procesando/);
  const [failed] = await ids(t, "SELECT id FROM evaluations WHERE institution_id = $1 AND status = 'failed' LIMIT 1", [inst.north]);
  const failedAnswer = (await report(t, user, failed as number)).body.data as ReportAnswer;
  assert.is(failedAnswer.evaluation.status, 'failed');
  assert.match(failedAnswer.status_note ?? '', /failed/);
});

reports('report options are checked: an unknown option or value answers 400 naming the field', async ({ t, inst, user }) => {
  const id = await correctedEvaluation(t, inst.north);
  for (const [options, field] of [
    ['?lang=fr', 'lang'],
    ['?no_comments=yes', 'no_comments'],
    ['?version=0', 'version'],
    ['?colour=red', 'colour'],
  ] as const) {
    const answer = await report(t, user, id, options);
    assert.is(answer.status, 400, options);
    assert.match(answer.body.message, field);
  }
  assert.is((await report(t, user, 0)).status, 404);
});

const longitudinal = (t: TestServer, user: SignedIn, list: unknown[], lang = 'en') =>
  call<LongitudinalReport>(t, `reports/get_longitudinal_report_inst/0?lang=${lang}`, { headers: user.headers, json: { list } });

reports('longitudinal: each measured item is a series over age and date with the range of each point', async ({ t, inst, user }) => {
  const [subject] = await ids(
    t,
    `SELECT subject_id AS id FROM evaluations WHERE institution_id = $1 AND status = 'ready' GROUP BY subject_id HAVING count(*) >= 3 ORDER BY subject_id LIMIT 1`,
    [inst.north],
  );
  const list = await ids(t, 'SELECT id FROM evaluations WHERE subject_id = $1 ORDER BY id DESC', [subject]);
  const answer = await longitudinal(t, user, list, 'es');
  assert.is(answer.status, 200);
  const data = answer.body.data as LongitudinalReport;
  assert.is(data.subject.keyid, subject);
  const dates = data.evaluations.map((e) => e.evaluated_at);
  assert.equal(dates, [...dates].sort(), 'oldest first');
  assert.is(data.items.length, 11);
  const speed = data.items.find((i) => i.key === 'gait_speed');
  assert.is(speed?.name, 'Velocidad de la marcha');
  assert.is(speed?.points.length, data.evaluations.length);
  const ages = speed?.points.map((p) => p.age_months) ?? [];
  assert.equal(ages, [...ages].sort((a, b) => a - b));
  assert.ok(speed?.points.every((p) => p.reference !== null && typeof p.value === 'number'));
  // The values differ over time: a series, not one value repeated.
  assert.ok(new Set(speed?.points.map((p) => p.value)).size > 1);
  assert.equal([...data.left_out, ...data.evaluations.map((e) => e.keyid)].sort((a, b) => a - b), [...list].sort((a, b) => a - b));
});

reports('longitudinal: evaluations of two subjects, or none, are refused with a reason', async ({ t, inst, user }) => {
  const two = await ids(t, "SELECT min(id) AS id FROM evaluations WHERE institution_id = $1 AND status = 'ready' GROUP BY subject_id ORDER BY 1 LIMIT 2", [inst.north]);
  const mixed = await longitudinal(t, user, two);
  assert.is(mixed.status, 400);
  assert.is(mixed.body.message, serverReason.longitudinalOneSubject);
  const empty = await longitudinal(t, user, []);
  assert.is(empty.status, 400);
  assert.is(empty.body.message, serverReason.longitudinalEmpty);
  const wrong = await longitudinal(t, user, ['1; DROP TABLE evaluations']);
  assert.is(wrong.status, 400);
});

reports('longitudinal: an evaluation without a report is left out and named', async ({ t, inst, user }) => {
  const [subject] = await ids(t, "SELECT subject_id AS id FROM evaluations WHERE institution_id = $1 AND status = 'processing' LIMIT 1", [inst.north]);
  const list = await ids(t, 'SELECT id FROM evaluations WHERE subject_id = $1', [subject]);
  const pending = await ids(t, "SELECT id FROM evaluations WHERE subject_id = $1 AND status <> 'ready'", [subject]);
  const data = (await longitudinal(t, user, list)).body.data as LongitudinalReport;
  assert.equal(data.left_out, pending);
  assert.ok(data.evaluations.every((e) => !pending.includes(e.keyid)));
});

reports.run();
