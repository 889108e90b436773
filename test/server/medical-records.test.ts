// The medical-record, standard-string and user-manual calls against the real server (issue 11),
// one test per rule. One server for the file; each test makes the records it needs.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { languages } from '../../src/contract/languages.ts';
import { serverReason } from '../../src/contract/messages.ts';
import type { InstitutionEntry, MedicalRecord, RecordFields, RecordRevision, RecordSummary, StdString, UserManual } from '../../src/contract/types.ts';
import { demoAccount, demoInstitutions, type DemoInstitutionKey, type DemoRole } from '../../src/server/seed/demo-data.ts';
import { call, signIn, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';
import { paths } from '../../src/portal/domain/paths.ts';
import { routes } from '../../src/portal/app/routes.ts';

let t: TestServer;
const sessions = new Map<string, SignedIn>();

/** Signs a demo account in and chooses an institution (once per pair). */
async function as(role: DemoRole, institution: DemoInstitutionKey = 'south'): Promise<SignedIn> {
  const key = `${role}@${institution}`;
  const known = sessions.get(key);
  if (known) return known;
  const account = demoAccount(role);
  const user = await signIn(t, account.email, account.password);
  const list = await call<InstitutionEntry[]>(t, 'institution/list_inst_user/0', { headers: user.headers });
  const entry = list.body.data?.find((i) => i.institution_name === demoInstitutions[institution].name);
  if (!entry) throw new Error(`${role} is not in ${institution}`);
  const chosen = await call(t, `portal_users/set_login_institution/${entry.keyid}`, { headers: user.headers });
  assert.is(chosen.status, 200);
  // Records are patient data: closed until the terms are accepted there (as the portal asks first).
  assert.is((await call(t, 'portal_users/set_terms_and_conditions_user/1', { headers: user.headers })).status, 200);
  sessions.set(key, user);
  return user;
}

async function strings(user: SignedIn, includeRetired = false): Promise<StdString[]> {
  const answer = await call<{ strings: StdString[] }>(t, `extras/get_all_std_string/0${includeRetired ? '?include_retired=true' : ''}`, { headers: user.headers });
  assert.is(answer.status, 200, answer.body.message);
  return answer.body.data?.strings ?? [];
}

async function fieldsFor(user: SignedIn, extra: Partial<RecordFields> = {}): Promise<RecordFields> {
  const list = await strings(user);
  const diagnosis = list.find((s) => s.category === 'diagnosis') as StdString;
  const reason = list.find((s) => s.category === 'referral_reason') as StdString;
  return {
    birth_date: '2020-05-17',
    sex: 'female',
    diagnoses: [diagnosis.id],
    referral_reason: reason.id,
    medication: '',
    clinical_notes: 'First visit.',
    referring_clinician: 'Dr. Ana Costa',
    ...extra,
  };
}

let codes = 0;
const nextCode = () => `T-${process.pid}-${++codes}`;

function save(user: SignedIn, id: number, body: unknown) {
  return call<MedicalRecord>(t, `medical_record/set_inst/${id}`, { headers: user.headers, json: body });
}

async function newRecord(user: SignedIn, extra: Partial<RecordFields> = {}, code = nextCode()): Promise<MedicalRecord> {
  const answer = await save(user, 0, { base_revision: 0, new_subject: { code, institution_reference: 'HC-1' }, fields: await fieldsFor(user, extra) });
  assert.is(answer.status, 200, answer.body.message);
  return answer.body.data as MedicalRecord;
}

const records = suite('medical records');

records.before(async () => {
  t = await startTestServer();
});
records.after(async () => {
  await t.close();
});

records('a new subject is created with its first record, marked as provided by a portal user', async () => {
  const entry = await as('medical_record_entry');
  const record = await newRecord(entry);
  assert.is(record.revision, 1);
  assert.is(record.portal_provided, true);
  assert.ok(record.subject_id);
  assert.is(record.created_by.id, entry.id);
  assert.is(record.created_by.name, 'João Silva');
  assert.is(record.fields.clinical_notes, 'First visit.');
  const subjects = await call<{ subject_list: { keyid: number; subject_code: string; portal_provided: boolean; birth_date: string }[] }>(
    t,
    `subjects/list_inst/0?search=${encodeURIComponent(record.subject_code)}`,
    { headers: entry.headers },
  );
  const listed = subjects.body.data?.subject_list.find((s) => s.subject_code === record.subject_code);
  assert.ok(listed, 'the subject is in the subject list');
  assert.is(listed?.keyid, record.subject_id);
  assert.is(listed?.portal_provided, true, 'with its PP mark');
});

records('a subject of the subject list takes a record, and its code stays taken for a new subject', async () => {
  const entry = await as('medical_record_entry');
  const subjects = await call<{ subject_list: { keyid: number; subject_code: string; portal_provided: boolean }[] }>(t, 'subjects/list_inst/0?search=SUL-1', { headers: entry.headers });
  const seeded = subjects.body.data?.subject_list.find((s) => !s.portal_provided);
  assert.ok(seeded, 'a subject registered by an evaluation');
  const answer = await save(entry, 0, { base_revision: 0, subject_id: seeded?.keyid, fields: await fieldsFor(entry) });
  assert.is(answer.status, 200, answer.body.message);
  assert.is(answer.body.data?.subject_code, seeded?.subject_code);
  assert.is(answer.body.data?.portal_provided, false);
  const clash = await save(entry, 0, { base_revision: 0, new_subject: { code: (seeded?.subject_code ?? '').toLowerCase(), institution_reference: '' }, fields: await fieldsFor(entry) });
  assert.is(clash.status, 409);
});

records('a further record for an existing subject keeps the subject and its code', async () => {
  const entry = await as('medical_record_entry');
  const first = await newRecord(entry);
  const answer = await save(entry, 0, { base_revision: 0, subject_id: first.subject_id, fields: await fieldsFor(entry) });
  assert.is(answer.status, 200, answer.body.message);
  assert.is(answer.body.data?.subject_id, first.subject_id);
  assert.is(answer.body.data?.subject_code, first.subject_code);
  assert.is.not(answer.body.data?.record_id, first.record_id);
});

records('a new record names an existing subject or a new one, not both and not neither', async () => {
  const entry = await as('medical_record_entry');
  const fields = await fieldsFor(entry);
  const neither = await save(entry, 0, { base_revision: 0, fields });
  assert.is(neither.status, 400);
  assert.is(neither.body.message, serverReason.subjectChoiceRequired);
  const missing = await save(entry, 0, { base_revision: 0, subject_id: 999_999, fields });
  assert.is(missing.status, 404);
});

records('a subject code is unique within the institution, whatever its letter case', async () => {
  const entry = await as('medical_record_entry');
  const code = nextCode();
  await newRecord(entry, {}, code);
  const again = await save(entry, 0, { base_revision: 0, new_subject: { code: code.toLowerCase(), institution_reference: '' }, fields: await fieldsFor(entry) });
  assert.is(again.status, 409);
  assert.is(again.body.message, serverReason.subjectCodeTaken);
});

records('every change is a new revision with its author and the fields it changed; none is overwritten', async () => {
  const entry = await as('medical_record_entry');
  const first = await newRecord(entry);
  const changed = await save(entry, first.record_id, { base_revision: 1, fields: { ...first.fields, medication: 'Melatonin 2 mg at night' } });
  assert.is(changed.status, 200, changed.body.message);
  assert.is(changed.body.data?.revision, 2);
  const read = await call<{ record: MedicalRecord; revisions: RecordRevision[] }>(t, `medical_record/get_inst/${first.record_id}`, { headers: entry.headers });
  assert.is(read.status, 200);
  const revisions = read.body.data?.revisions ?? [];
  assert.equal(revisions.map((r) => r.revision), [2, 1]);
  assert.equal(revisions[0]?.changed, ['medication']);
  assert.is(revisions[0]?.author.id, entry.id);
  assert.is(revisions[1]?.fields.medication, '', 'the first revision is kept as it was');
  assert.is(read.body.data?.record.fields.medication, 'Melatonin 2 mg at night');
});

records('a save based on an older revision is refused with 409, a message and the record as it stands', async () => {
  const entry = await as('medical_record_entry');
  const first = await newRecord(entry);
  const mine = await save(entry, first.record_id, { base_revision: 1, fields: { ...first.fields, clinical_notes: 'Mine' } });
  assert.is(mine.status, 200);
  const theirs = await save(entry, first.record_id, { base_revision: 1, fields: { ...first.fields, clinical_notes: 'Theirs' } });
  assert.is(theirs.status, 409);
  assert.is(theirs.body.message, serverReason.recordConflict);
  const current = (theirs.body.data as unknown as { current: MedicalRecord }).current;
  assert.is(current.revision, 2);
  assert.is(current.fields.clinical_notes, 'Mine');
});

records('two saves based on the same revision at once: one is saved, the other gets 409', async () => {
  const entry = await as('medical_record_entry');
  const first = await newRecord(entry);
  const answers = await Promise.all(
    ['A', 'B'].map((note) => save(entry, first.record_id, { base_revision: 1, fields: { ...first.fields, clinical_notes: note } })),
  );
  assert.equal(answers.map((a) => a.status).sort(), [200, 409]);
});

records('writing needs the medical record entry role; reading is enough to read', async () => {
  const entry = await as('medical_record_entry');
  const record = await newRecord(entry);
  const reader = await as('institutional_clinician');
  const refused = await save(reader, record.record_id, { base_revision: 1, fields: record.fields });
  assert.is(refused.status, 403);
  assert.is(refused.body.message, serverReason.badPermissions);
  const create = await save(reader, 0, { base_revision: 0, new_subject: { code: nextCode(), institution_reference: '' }, fields: record.fields });
  assert.is(create.status, 403);
  const read = await call(t, `medical_record/get_inst/${record.record_id}`, { headers: reader.headers });
  assert.is(read.status, 200);
});

records('reading needs the subject-list permission of the institution', async () => {
  const clinician = await as('user_manager'); // a plain clinician in the south
  const list = await call(t, 'medical_record/list_inst/0', { headers: clinician.headers });
  assert.is(list.status, 403);
  const one = await call(t, 'medical_record/get_inst/1', { headers: clinician.headers });
  assert.is(one.status, 403);
});

records('another institution\'s record answers 404, as if it did not exist', async () => {
  const entry = await as('medical_record_entry');
  const record = await newRecord(entry);
  const north = await as('institutional_clinician', 'north');
  const read = await call(t, `medical_record/get_inst/${record.record_id}`, { headers: north.headers });
  assert.is(read.status, 404);
  assert.is(read.body.message, serverReason.recordNotFound);
  const listed = await call<{ records: RecordSummary[] }>(t, `medical_record/list_inst/0?search=${record.subject_code}`, { headers: north.headers });
  assert.equal(listed.body.data?.records, []);
});

records('the list is searched, sorted and paged by the server, with total_rows', async () => {
  const entry = await as('medical_record_entry');
  const prefix = `L${process.pid}x`;
  for (const [code, birth] of [['C', '2018-01-01'], ['A', '2019-01-01'], ['B', '2017-01-01']] as const) {
    await newRecord(entry, { birth_date: birth }, `${prefix}${code}`);
  }
  const page = (query: string) => call<{ records: RecordSummary[]; total_rows: number }>(t, `medical_record/list_inst/0?${query}`, { headers: entry.headers });
  const byCode = await page(`search=${prefix.toLowerCase()}&sort=subject_code&order=asc&page_size=2`);
  assert.is(byCode.status, 200, byCode.body.message);
  assert.is(byCode.body.data?.total_rows, 3);
  assert.equal(byCode.body.data?.records.map((r) => r.subject_code), [`${prefix}A`, `${prefix}B`]);
  const second = await page(`search=${prefix}&sort=subject_code&order=asc&page_size=2&page=2`);
  assert.equal(second.body.data?.records.map((r) => r.subject_code), [`${prefix}C`]);
  const byBirth = await page(`search=${prefix}&sort=birth_date&order=desc`);
  assert.equal(byBirth.body.data?.records.map((r) => r.birth_date), ['2019-01-01', '2018-01-01', '2017-01-01']);
  const wild = await page('search=%25');
  assert.is(wild.body.data?.total_rows, 0, 'a % in the search matches itself');
  const badSort = await page('sort=password');
  assert.is(badSort.status, 400);
});

records('a birth date after today is refused at its field', async () => {
  const entry = await as('medical_record_entry');
  const answer = await save(entry, 0, { base_revision: 0, new_subject: { code: nextCode(), institution_reference: '' }, fields: await fieldsFor(entry, { birth_date: '2999-01-01' }) });
  assert.is(answer.status, 400);
  assert.is(answer.body.message, serverReason.birthDateInFuture);
  assert.equal((answer.body.data as unknown as { fields: unknown[] }).fields, [{ field: 'fields.birth_date', code: 'range' }]);
});

records('fields are checked against the schema: an unknown sex is refused naming the field', async () => {
  const entry = await as('medical_record_entry');
  const answer = await save(entry, 0, { base_revision: 0, new_subject: { code: nextCode(), institution_reference: '' }, fields: { ...(await fieldsFor(entry)), sex: 'x' } });
  assert.is(answer.status, 400);
  assert.match(answer.body.message, 'fields.sex');
});

records('choices come from the institution\'s own standard strings of the right category', async () => {
  const entry = await as('medical_record_entry');
  const north = await strings(await as('institutional_clinician', 'north'));
  const foreign = north.find((s) => s.category === 'diagnosis') as StdString;
  const fields = await fieldsFor(entry);
  const answer = await save(entry, 0, { base_revision: 0, new_subject: { code: nextCode(), institution_reference: '' }, fields: { ...fields, diagnoses: [foreign.id] } });
  assert.is(answer.status, 400);
  assert.is(answer.body.message, serverReason.stdStringNotOffered);
  const wrongCategory = await save(entry, 0, { base_revision: 0, new_subject: { code: nextCode(), institution_reference: '' }, fields: { ...fields, referral_reason: fields.diagnoses[0] as number } });
  assert.is(wrongCategory.status, 400);
});

records('standard strings: a user manager adds, translates, reorders and retires entries; a retired one stays on its records', async () => {
  const manager = await as('owner', 'north');
  const entry = await as('medical_record_entry');
  const added = await call<StdString>(t, 'extras/set_std_string/0', { headers: manager.headers, json: { category: 'diagnosis', texts: { en: 'Rett syndrome', es: 'Sindrome de Rett', pt: 'Síndrome de Rett' } } });
  assert.is(added.status, 200, added.body.message);
  const id = added.body.data?.id as number;
  const fixed = await call<StdString>(t, `extras/set_std_string/${id}`, { headers: manager.headers, json: { category: 'diagnosis', texts: { en: 'Rett syndrome', es: 'Síndrome de Rett', pt: 'Síndrome de Rett' }, position: 1 } });
  assert.is(fixed.body.data?.texts.es, 'Síndrome de Rett');
  const list = (await strings(manager)).filter((s) => s.category === 'diagnosis');
  assert.is(list[0]?.id, id, 'moved to the top');
  assert.equal(list.map((s) => s.position), list.map((_, i) => i + 1), 'positions renumbered');
  // Retiring a used entry: gone from the choices, kept where it was used.
  const south = await strings(entry);
  const used = south.find((s) => s.category === 'diagnosis' && s.used) as StdString;
  const record = await newRecord(entry, { diagnoses: [used.id] });
  const foreignRetire = await call(t, `extras/set_std_string/${used.id}`, { headers: manager.headers, json: { category: 'diagnosis', texts: used.texts, retired: true } });
  assert.is(foreignRetire.status, 404, 'another institution\'s entry');
  assert.ok(record.fields.diagnoses.includes(used.id));
});

records('a retired entry leaves the choice lists and new records, but a record that holds it keeps it', async () => {
  const manager = await as('owner', 'north');
  const list = await strings(manager);
  const reason = list.find((s) => s.category === 'referral_reason') as StdString;
  const retired = await call<StdString>(t, `extras/set_std_string/${reason.id}`, { headers: manager.headers, json: { category: 'referral_reason', texts: reason.texts, retired: true } });
  assert.is(retired.body.data?.retired, true);
  assert.not.ok((await strings(manager)).some((s) => s.id === reason.id));
  assert.ok((await strings(manager, true)).some((s) => s.id === reason.id && s.retired));
  const restored = await call<StdString>(t, `extras/set_std_string/${reason.id}`, { headers: manager.headers, json: { category: 'referral_reason', texts: reason.texts, retired: false } });
  assert.is(restored.body.data?.retired, false);
});

records('managing standard strings needs the user manager role', async () => {
  const entry = await as('medical_record_entry');
  const answer = await call(t, 'extras/set_std_string/0', { headers: entry.headers, json: { category: 'diagnosis', en: 'X', es: 'X' } });
  assert.is(answer.status, 403);
});

records('record reads and writes go to the audit trail, with field names but no clinical value', async () => {
  const entry = await as('medical_record_entry');
  const record = await newRecord(entry, { clinical_notes: 'Audit-secret note' });
  await save(entry, record.record_id, { base_revision: 1, fields: { ...record.fields, medication: 'Audit-secret drug' } });
  await call(t, `medical_record/get_inst/${record.record_id}`, { headers: entry.headers });
  const rows = await t.server.db.query<{ action: string; actor_id: number; changes: unknown }>(
    `SELECT action, actor_id, changes FROM audit_log WHERE action LIKE 'record_%' AND changes @> $1::text::jsonb ORDER BY id`,
    [JSON.stringify([{ field: 'record', after: String(record.record_id) }])],
  );
  assert.equal(rows.map((r) => r.action), ['record_created', 'record_revised', 'record_read']);
  assert.ok(rows.every((r) => r.actor_id === entry.id));
  const revised = JSON.stringify(rows[1]?.changes);
  assert.match(revised, '"medication"');
  assert.not.match(JSON.stringify(rows.map((r) => r.changes)), 'Audit-secret');
});

records('the user manual is served in every language of the product; another language is refused', async () => {
  const user = await as('clinician', 'north');
  const en = await call<UserManual>(t, 'extras/doc/0?lang=en', { headers: user.headers });
  const es = await call<UserManual>(t, 'extras/doc/0?lang=es', { headers: user.headers });
  assert.is(en.body.data?.title, 'User manual');
  assert.is(es.body.data?.title, 'Manual de usuario');
  assert.is(en.body.data?.sections.length, es.body.data?.sections.length);
  for (const lang of languages) assert.is((await call<UserManual>(t, `extras/doc/0?lang=${lang}`, { headers: user.headers })).body.data?.language, lang);
  const fr = await call(t, 'extras/doc/0?lang=fr', { headers: user.headers });
  assert.is(fr.status, 400);
});

records('the user manual covers every page of the portal, in every language', async () => {
  const user = await as('clinician', 'north');
  for (const lang of languages) {
    const manual = (await call<UserManual>(t, `extras/doc/0?lang=${lang}`, { headers: user.headers })).body.data as UserManual;
    const covered = new Set(manual.sections.flatMap((s) => s.pages));
    const missing = routes.filter((r) => r.layout === 'main' && !covered.has(r.pattern)).map((r) => r.pattern);
    assert.equal(missing, [], `${lang} manual misses pages`);
    assert.ok(covered.has(paths.medicalRecords.pattern));
  }
});

records('the user manual in European Portuguese has the English sections, with the agreed words', async () => {
  const user = await as('clinician', 'north');
  const en = (await call<UserManual>(t, 'extras/doc/0?lang=en', { headers: user.headers })).body.data as UserManual;
  const pt = (await call<UserManual>(t, 'extras/doc/0?lang=pt', { headers: user.headers })).body.data as UserManual;
  assert.is(pt.language, 'pt');
  assert.is(pt.title, 'Manual do utilizador');
  assert.equal(pt.sections.map((s) => [s.id, s.pages]), en.sections.map((s) => [s.id, s.pages]));
  assert.equal(pt.sections.map((s) => s.blocks.map((b) => b.type)), en.sections.map((s) => s.blocks.map((b) => b.type)));
  const words = JSON.stringify(pt);
  for (const term of ['«Esqueceu-se da palavra-passe?»', 'Registo de dados clínicos', 'motivo de referenciação', 'clínico referenciador', 'Listas normalizadas', 'revisão']) assert.ok(words.includes(term), term);
  assert.not.match(words, /\b(você|senha|usuário|arquivo|tela|baixar)\b/i);
});

records.run();
