/**
 * Demo standard strings (in every language) for every demo institution, and a medical record for
 * every demo subject. Called by seed-demo.ts inside its transaction.
 */
import { insertReturningId, type Queryable } from '../db/db.ts';
import type { RecordFields } from '../../contract/types.ts';
import type { StdStringCategory } from '../../contract/schemas/medical-records.ts';
import type { Language } from '../../contract/languages.ts';
import { insertStdStringTexts } from '../features/records/std-strings.ts';

/**
 * The demo lists, each entry in every language, in their order. The demo evaluations are adult gait and
 * balance tests, so the lists are what brings an adult to one.
 */
export const demoStdStrings: Readonly<Record<StdStringCategory, readonly Readonly<Record<Language, string>>[]>> = {
  diagnosis: [
    { en: "Parkinson's disease", es: 'Enfermedad de Parkinson', pt: 'Doença de Parkinson' },
    { en: 'Stroke with hemiparesis', es: 'Ictus con hemiparesia', pt: 'AVC com hemiparesia' },
    { en: 'Knee osteoarthritis', es: 'Artrosis de rodilla', pt: 'Artrose do joelho' },
    { en: 'Total hip replacement', es: 'Prótesis total de cadera', pt: 'Prótese total da anca' },
    { en: 'Epilepsy', es: 'Epilepsia', pt: 'Epilepsia' },
    { en: 'Multiple sclerosis', es: 'Esclerosis múltiple', pt: 'Esclerose múltipla' },
    { en: 'Peripheral neuropathy', es: 'Neuropatía periférica', pt: 'Neuropatia periférica' },
    { en: 'Anterior cruciate ligament reconstruction', es: 'Reconstrucción del ligamento cruzado anterior', pt: 'Reconstrução do ligamento cruzado anterior' },
  ],
  referral_reason: [
    { en: 'Diagnostic assessment', es: 'Evaluación diagnóstica', pt: 'Avaliação diagnóstica' },
    { en: 'Follow-up of a known condition', es: 'Seguimiento de una patología conocida', pt: 'Seguimento de patologia conhecida' },
    { en: 'Falls risk assessment', es: 'Valoración del riesgo de caídas', pt: 'Avaliação do risco de queda' },
    { en: 'Gait disturbance', es: 'Alteración de la marcha', pt: 'Alteração da marcha' },
    { en: 'Progress of rehabilitation', es: 'Evolución de la rehabilitación', pt: 'Evolução da reabilitação' },
    { en: 'Second opinion', es: 'Segunda opinión', pt: 'Segunda opinião' },
  ],
};

/** Inserts the demo lists for an institution; resolves the ids by category, in list order. */
export async function seedStdStrings(tx: Queryable, institutionId: number, now: Date): Promise<Record<StdStringCategory, number[]>> {
  const ids: Record<StdStringCategory, number[]> = { diagnosis: [], referral_reason: [] };
  for (const [category, entries] of Object.entries(demoStdStrings) as [StdStringCategory, (typeof demoStdStrings)['diagnosis']][]) {
    for (const [index, texts] of entries.entries()) {
      const id = await insertReturningId(
        tx,
        'INSERT INTO std_strings (institution_id, category, position, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [institutionId, category, index + 1, now],
      );
      await insertStdStringTexts(tx, id, texts);
      ids[category].push(id);
    }
  }
  return ids;
}

/** What a referring clinician writes for each diagnosis of the list (by its index). */
const byDiagnosis: readonly { medication: string; notes: string }[] = [
  { medication: 'Levodopa/carbidopa 100/25 mg three times daily', notes: 'Shorter steps and reduced arm swing; on levodopa for four years.' },
  { medication: 'Clopidogrel 75 mg daily', notes: 'Left-sided weakness after an ischaemic stroke; walks without an aid since rehabilitation.' },
  { medication: 'Paracetamol 1 g when needed', notes: 'Knee pain on stairs; uses a stick outdoors.' },
  { medication: '', notes: 'Total hip replacement eight months ago; physiotherapy completed.' },
  { medication: 'Levetiracetam 500 mg twice daily', notes: 'Seizure-free for two years; reports unsteadiness since the last change of medication.' },
  { medication: 'Dimethyl fumarate 240 mg twice daily', notes: 'Relapsing-remitting course; tired after walking long distances.' },
  { medication: 'Metformin 850 mg twice daily', notes: 'Numbness of both feet; type 2 diabetes for fifteen years.' },
  { medication: '', notes: 'Right knee ligament reconstructed ten months ago; back to light running.' },
];

/** The diagnoses that fit an adult's age (indexes into the list), and the reasons for referral. */
function clinicalPicture(age: number, index: number): { diagnosis: number; reason: number } {
  const pick = <T,>(list: readonly T[]) => list[index % list.length] as T;
  if (age >= 65) return { diagnosis: pick([0, 2, 3, 1, 6]), reason: pick([2, 1, 3, 1, 4]) };
  if (age >= 40) return { diagnosis: pick([1, 5, 6, 4, 2]), reason: pick([1, 0, 3, 4, 5]) };
  return { diagnosis: pick([5, 4, 7]), reason: pick([0, 4, 1]) };
}

const referrers: readonly string[][] = [
  ['Dra. Lucía Fernández', 'Dr. Pablo Ruiz', 'Dra. Elena Márquez'],
  ['Dra. Ana Costa', 'Dr. Rui Almeida', 'Dra. Inês Sousa'],
];

interface SubjectRow {
  id: number;
  code: string;
  reference: string | null;
  birth_date: string;
  sex: string;
  portal_provided: boolean;
  age: number;
}

/**
 * Seeds the lists of every institution, and a medical record for every demo subject of each
 * institution in `authors` (written by that account): diagnoses, medication and notes that fit
 * the subject's age, so that a subject's reports and record tell one story. Subjects are the
 * subject list's own, so its demo counts stay as they are.
 */
export async function seedRecords(tx: Queryable, institutionIds: readonly number[], authors: ReadonlyMap<number, number>, now: Date): Promise<void> {
  for (const [place, institutionId] of institutionIds.entries()) {
    const ids = await seedStdStrings(tx, institutionId, now);
    const authorId = authors.get(institutionId);
    if (authorId === undefined) continue;
    const subjects = await tx.query<SubjectRow>(
      `SELECT id, subject_code AS code, reference, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, sex, portal_provided,
              extract(year FROM age($2::timestamptz, birth_date))::int AS age
       FROM subjects WHERE institution_id = $1 ORDER BY subject_code`,
      [institutionId, now],
    );
    const names = referrers[place % referrers.length] ?? [];
    const used = new Set<number>();
    for (const [index, subject] of subjects.entries()) {
      const picture = clinicalPicture(subject.age, index);
      const diagnosis = ids.diagnosis[picture.diagnosis] as number;
      const reason = ids.referral_reason[picture.reason] as number;
      const text = byDiagnosis[picture.diagnosis] ?? { medication: '', notes: '' };
      const fields: RecordFields = {
        birth_date: subject.birth_date,
        sex: subject.sex as RecordFields['sex'],
        diagnoses: [diagnosis],
        referral_reason: reason,
        medication: text.medication,
        clinical_notes: text.notes,
        referring_clinician: names[index % names.length] ?? '',
      };
      const recordId = await insertReturningId(
        tx,
        `INSERT INTO medical_records (institution_id, subject_id, subject_code, institution_reference, portal_provided, revision, birth_date, sex,
           referral_reason, referring_clinician, created_by, created_at, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9, $10, $11, $10, $11) RETURNING id`,
        [institutionId, subject.id, subject.code, subject.reference ?? '', subject.portal_provided, fields.birth_date, fields.sex, reason, fields.referring_clinician, authorId, now],
      );
      await tx.query(
        `INSERT INTO medical_record_revisions (record_id, revision, author_id, saved_at, fields, changed)
         VALUES ($1, 1, $2, $3, $4::text::jsonb, $5::text::jsonb)`,
        [recordId, authorId, now, JSON.stringify(fields), JSON.stringify(Object.keys(fields))],
      );
      used.add(diagnosis).add(reason);
    }
    await tx.query('UPDATE std_strings SET used = true WHERE id IN (SELECT value::int FROM jsonb_array_elements_text($1::text::jsonb))', [JSON.stringify([...used])]);
  }
}
