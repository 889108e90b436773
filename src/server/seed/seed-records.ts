/**
 * Demo standard strings (English and Spanish) for every demo institution, and a few demo medical
 * records in the institution where the demo medical-record entry account works. Called by
 * seed-demo.ts inside its transaction.
 */
import { insertReturningId, queryOne, type Queryable } from '../db/db.ts';
import type { RecordFields } from '../../contract/types.ts';
import type { StdStringCategory } from '../../contract/schemas/medical-records.ts';

/** The demo lists: [English, Spanish] in their order. */
export const demoStdStrings: Readonly<Record<StdStringCategory, readonly (readonly [string, string])[]>> = {
  diagnosis: [
    ['Autism spectrum disorder', 'Trastorno del espectro autista'],
    ['Attention deficit hyperactivity disorder', 'Trastorno por déficit de atención con hiperactividad'],
    ['Cerebral palsy', 'Parálisis cerebral'],
    ['Developmental language disorder', 'Trastorno del desarrollo del lenguaje'],
    ['Epilepsy', 'Epilepsia'],
    ['Global developmental delay', 'Retraso global del desarrollo'],
    ['Intellectual disability', 'Discapacidad intelectual'],
    ['Preterm birth', 'Nacimiento prematuro'],
  ],
  referral_reason: [
    ['Diagnostic assessment', 'Evaluación diagnóstica'],
    ['Follow-up of a known condition', 'Seguimiento de una patología conocida'],
    ['Motor development concerns', 'Dudas sobre el desarrollo motor'],
    ['Language delay', 'Retraso del lenguaje'],
    ['Behavioural concerns', 'Dudas sobre la conducta'],
    ['Second opinion', 'Segunda opinión'],
  ],
};

/** Inserts the demo lists for an institution; resolves the ids by category, in list order. */
export async function seedStdStrings(tx: Queryable, institutionId: number, now: Date): Promise<Record<StdStringCategory, number[]>> {
  const ids: Record<StdStringCategory, number[]> = { diagnosis: [], referral_reason: [] };
  for (const [category, entries] of Object.entries(demoStdStrings) as [StdStringCategory, (typeof demoStdStrings)['diagnosis']][]) {
    for (const [index, [en, es]] of entries.entries()) {
      ids[category].push(
        await insertReturningId(
          tx,
          `INSERT INTO std_strings (institution_id, category, text_en, text_es, position, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [institutionId, category, en, es, index + 1, now],
        ),
      );
    }
  }
  return ids;
}

/**
 * Demo records for the first three subjects of the subject list (those that came with their
 * evaluations); subjects registered in the portal (PP) are made by registering them.
 */
function demoRecords(ids: Record<StdStringCategory, number[]>): { code: string; reference: string; existing: boolean; fields: RecordFields }[] {
  const d = (i: number) => ids.diagnosis[i] as number;
  const r = (i: number) => ids.referral_reason[i] as number;
  return [
    {
      code: 'SUL-PP01',
      reference: 'HC-48213',
      existing: true,
      fields: { birth_date: '2021-03-14', sex: 'male', diagnoses: [d(0)], referral_reason: r(0), medication: '', clinical_notes: 'Limited eye contact reported by the family since 18 months.', referring_clinician: 'Dr. Ana Costa' },
    },
    {
      code: 'SUL-PP02',
      reference: 'HC-50977',
      existing: true,
      fields: { birth_date: '2019-11-02', sex: 'female', diagnoses: [d(4), d(5)], referral_reason: r(1), medication: 'Levetiracetam 250 mg twice daily', clinical_notes: 'Seizure-free for six months.', referring_clinician: 'Dr. Rui Almeida' },
    },
    {
      code: '',
      reference: '',
      existing: true,
      fields: { birth_date: '2022-07-21', sex: 'female', diagnoses: [d(7)], referral_reason: r(2), medication: '', clinical_notes: 'Born at 31 weeks.', referring_clinician: 'Dr. Ana Costa' },
    },
  ];
}

/** Seeds the lists of every institution and the demo records of `recordsInstitution`. */
export async function seedRecords(tx: Queryable, institutionIds: readonly number[], recordsInstitution: number, authorId: number, now: Date): Promise<void> {
  for (const institutionId of institutionIds) {
    const ids = await seedStdStrings(tx, institutionId, now);
    if (institutionId !== recordsInstitution) continue;
    for (const [index, record] of demoRecords(ids).entries()) {
      const f = record.fields;
      // Records of the subject list's own subjects, so the list's demo counts stay as they are.
      let subject = record.existing
        ? await queryOne<{ id: number; code: string; reference: string | null; birth_date: string; sex: string }>(
            tx,
            `SELECT id, subject_code AS code, reference, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, sex FROM subjects
             WHERE institution_id = $1 AND NOT portal_provided ORDER BY subject_code OFFSET $2 LIMIT 1`,
            [institutionId, index],
          )
        : null;
      if (!subject && record.existing) continue;
      if (!subject) {
        const id = await insertReturningId(
          tx,
          `INSERT INTO subjects (institution_id, subject_code, reference, birth_date, sex, portal_provided, registered_by, registered_at)
           VALUES ($1, $2, $3, $4, $5, true, $6, $7) RETURNING id`,
          [institutionId, record.code, record.reference || null, f.birth_date, f.sex, authorId, now],
        );
        subject = { id, code: record.code, reference: record.reference || null, birth_date: f.birth_date, sex: f.sex };
      }
      // A record of an existing subject states the subject's own birth date and sex.
      const fields: RecordFields = { ...f, birth_date: subject.birth_date, sex: subject.sex as RecordFields['sex'] };
      const recordId = await insertReturningId(
        tx,
        `INSERT INTO medical_records (institution_id, subject_id, subject_code, institution_reference, portal_provided, revision, birth_date, sex,
           referral_reason, referring_clinician, created_by, created_at, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9, $10, $11, $10, $11) RETURNING id`,
        [institutionId, subject.id, subject.code, subject.reference ?? '', !record.existing, fields.birth_date, fields.sex, fields.referral_reason, fields.referring_clinician, authorId, now],
      );
      await tx.query(
        `INSERT INTO medical_record_revisions (record_id, revision, author_id, saved_at, fields, changed)
         VALUES ($1, 1, $2, $3, $4::text::jsonb, $5::text::jsonb)`,
        [recordId, authorId, now, JSON.stringify(fields), JSON.stringify(Object.keys(fields))],
      );
      const used = [...fields.diagnoses, fields.referral_reason].filter((id): id is number => id !== null);
      await tx.query('UPDATE std_strings SET used = true WHERE id IN (SELECT value::int FROM jsonb_array_elements_text($1::text::jsonb))', [JSON.stringify(used)]);
    }
  }
}
