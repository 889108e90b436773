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

/** A text in each language the demo institutions write their records in. */
type Written = Readonly<Record<Language, string>>;

/**
 * What a referring clinician writes for each diagnosis of the list (by its index), in the
 * institution's own language: a Spanish hospital's records are in Spanish, a Portuguese clinic's
 * in Portuguese.
 */
const byDiagnosis: readonly { medication: Written; notes: Written }[] = [
  {
    medication: { en: 'Levodopa/carbidopa 100/25 mg three times daily', es: 'Levodopa/carbidopa 100/25 mg tres veces al día', pt: 'Levodopa/carbidopa 100/25 mg três vezes por dia' },
    notes: {
      en: 'Shorter steps and reduced arm swing; on levodopa for four years.',
      es: 'Pasos más cortos y menor braceo; en tratamiento con levodopa desde hace cuatro años.',
      pt: 'Passos mais curtos e menor balanço dos braços; medicado com levodopa há quatro anos.',
    },
  },
  {
    medication: { en: 'Clopidogrel 75 mg daily', es: 'Clopidogrel 75 mg al día', pt: 'Clopidogrel 75 mg por dia' },
    notes: {
      en: 'Left-sided weakness after an ischaemic stroke; walks without an aid since rehabilitation.',
      es: 'Debilidad del hemicuerpo izquierdo tras un ictus isquémico; camina sin ayudas desde la rehabilitación.',
      pt: 'Fraqueza do hemicorpo esquerdo após AVC isquémico; anda sem auxiliares de marcha desde a reabilitação.',
    },
  },
  {
    medication: { en: 'Paracetamol 1 g when needed', es: 'Paracetamol 1 g si precisa', pt: 'Paracetamol 1 g em SOS' },
    notes: {
      en: 'Knee pain on stairs; uses a stick outdoors.',
      es: 'Dolor de rodilla al subir escaleras; usa bastón en la calle.',
      pt: 'Dor no joelho ao subir escadas; usa bengala na rua.',
    },
  },
  {
    medication: { en: '', es: '', pt: '' },
    notes: {
      en: 'Total hip replacement eight months ago; physiotherapy completed.',
      es: 'Prótesis total de cadera hace ocho meses; fisioterapia completada.',
      pt: 'Prótese total da anca há oito meses; fisioterapia concluída.',
    },
  },
  {
    medication: { en: 'Levetiracetam 500 mg twice daily', es: 'Levetiracetam 500 mg cada 12 horas', pt: 'Levetiracetam 500 mg de 12 em 12 horas' },
    notes: {
      en: 'Seizure-free for two years; reports unsteadiness since the last change of medication.',
      es: 'Sin crisis desde hace dos años; refiere inestabilidad desde el último cambio de medicación.',
      pt: 'Sem crises há dois anos; refere instabilidade desde a última alteração da medicação.',
    },
  },
  {
    medication: { en: 'Dimethyl fumarate 240 mg twice daily', es: 'Dimetilfumarato 240 mg cada 12 horas', pt: 'Fumarato de dimetilo 240 mg de 12 em 12 horas' },
    notes: {
      en: 'Relapsing-remitting course; tired after walking long distances.',
      es: 'Forma remitente-recurrente; se fatiga al caminar distancias largas.',
      pt: 'Forma surto-remissão; cansa-se ao caminhar distâncias longas.',
    },
  },
  {
    medication: { en: 'Metformin 850 mg twice daily', es: 'Metformina 850 mg cada 12 horas', pt: 'Metformina 850 mg de 12 em 12 horas' },
    notes: {
      en: 'Numbness of both feet; type 2 diabetes for fifteen years.',
      es: 'Hipoestesia en ambos pies; diabetes tipo 2 desde hace quince años.',
      pt: 'Hipostesia de ambos os pés; diabetes tipo 2 há quinze anos.',
    },
  },
  {
    medication: { en: '', es: '', pt: '' },
    notes: {
      en: 'Right knee ligament reconstructed ten months ago; back to light running.',
      es: 'Reconstrucción del ligamento de la rodilla derecha hace diez meses; ha vuelto a correr suave.',
      pt: 'Reconstrução do ligamento do joelho direito há dez meses; voltou a correr de forma ligeira.',
    },
  },
];

/** What a clinician adds to the notes before a follow-up evaluation (the record's second revision). */
const followUpNotes: readonly Written[] = [
  {
    en: 'Seen before the follow-up evaluation: walks a little faster, no falls since the last visit.',
    es: 'Revisado antes de la evaluación de seguimiento: camina algo más rápido, sin caídas desde la última visita.',
    pt: 'Observado antes da avaliação de seguimento: anda um pouco mais depressa, sem quedas desde a última consulta.',
  },
  {
    en: 'Before the follow-up evaluation: one fall at home last month, without injury.',
    es: 'Antes de la evaluación de seguimiento: una caída en casa el mes pasado, sin lesiones.',
    pt: 'Antes da avaliação de seguimento: uma queda em casa no mês passado, sem lesões.',
  },
  {
    en: 'Before the follow-up evaluation: follows the home exercise programme three days a week.',
    es: 'Antes de la evaluación de seguimiento: hace el programa de ejercicios en casa tres días por semana.',
    pt: 'Antes da avaliação de seguimento: faz o programa de exercícios em casa três dias por semana.',
  },
];

/** The clinicians who refer subjects, by the institution's language. */
const referrers: Readonly<Record<Language, readonly string[]>> = {
  es: ['Dra. Lucía Fernández', 'Dr. Pablo Ruiz', 'Dra. Elena Márquez'],
  pt: ['Dra. Ana Costa', 'Dr. Rui Almeida', 'Dra. Inês Sousa'],
  en: ['Dr. Anna Clarke', 'Dr. Peter Hughes', 'Dr. Ruth Evans'],
};

/** The diagnoses that fit an adult's age (indexes into the list), and the reasons for referral. */
function clinicalPicture(age: number, index: number): { diagnosis: number; reason: number } {
  const pick = <T,>(list: readonly T[]) => list[index % list.length] as T;
  if (age >= 65) return { diagnosis: pick([0, 2, 3, 1, 6]), reason: pick([2, 1, 3, 1, 4]) };
  if (age >= 40) return { diagnosis: pick([1, 5, 6, 4, 2]), reason: pick([1, 0, 3, 4, 5]) };
  return { diagnosis: pick([5, 4, 7]), reason: pick([0, 4, 1]) };
}

interface SubjectRow {
  id: number;
  code: string;
  reference: string | null;
  birth_date: string;
  sex: string;
  portal_provided: boolean;
  age: number;
  registered_at: Date;
  evaluations: number;
  latest: Date | null;
}

/** The records of one demo institution: the language they are written in and who writes them. */
export interface RecordDesk {
  institutionId: number;
  language: Language;
  /**
   * The institution's own people who enter records (a records clerk, its clinicians), taken in
   * turn; a name given twice enters twice as many.
   */
  authors: readonly number[];
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The working day at or before `ms` (a Saturday or Sunday moves back to the Friday), same hour. */
function workingDayBefore(ms: number): number {
  const weekday = new Date(ms).getUTCDay();
  return ms - (weekday === 6 ? 1 : weekday === 0 ? 2 : 0) * dayMs;
}

/** `ms`'s day at `minutes` past 08:00 UTC (the clinic's morning and early afternoon). */
function atWorkingHour(ms: number, minutes: number): number {
  const day = new Date(ms);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8) + minutes * 60_000;
}

async function insertRevision(tx: Queryable, recordId: number, revision: number, authorId: number, at: Date, fields: RecordFields, changed: readonly string[]) {
  await tx.query(
    `INSERT INTO medical_record_revisions (record_id, revision, author_id, saved_at, fields, changed)
     VALUES ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb)`,
    [recordId, revision, authorId, at, JSON.stringify(fields), JSON.stringify(changed)],
  );
}

/**
 * Seeds the lists of every institution, and a medical record for every demo subject of each
 * institution with a desk: diagnoses, medication and notes that fit the subject's age, in the
 * institution's language, so that a subject's reports and record tell one story. Each record is
 * entered by one of the institution's own people when the subject was registered, before its
 * first evaluation; a subject seen again in the last fortnight has its notes brought up to date a
 * few working days before that evaluation (a second revision). Subjects are the subject list's
 * own, so its demo counts stay as they are.
 */
export async function seedRecords(tx: Queryable, institutionIds: readonly number[], desks: readonly RecordDesk[], now: Date): Promise<void> {
  for (const institutionId of institutionIds) {
    const ids = await seedStdStrings(tx, institutionId, now);
    const desk = desks.find((entry) => entry.institutionId === institutionId);
    if (!desk || desk.authors.length === 0) continue;
    const lang = desk.language;
    const subjects = await tx.query<SubjectRow>(
      `SELECT s.id, s.subject_code AS code, s.reference, to_char(s.birth_date, 'YYYY-MM-DD') AS birth_date, s.sex, s.portal_provided,
              extract(year FROM age($2::timestamptz, s.birth_date))::int AS age, s.registered_at,
              (SELECT count(*) FROM evaluations e WHERE e.subject_id = s.id)::int AS evaluations,
              (SELECT max(e.evaluated_at) FROM evaluations e WHERE e.subject_id = s.id) AS latest
       FROM subjects s WHERE s.institution_id = $1 ORDER BY s.subject_code`,
      [institutionId, now],
    );
    const names = referrers[lang];
    const author = (turn: number) => desk.authors[turn % desk.authors.length] as number;
    const used = new Set<number>();
    for (const [index, subject] of subjects.entries()) {
      const picture = clinicalPicture(subject.age, index);
      const diagnosis = ids.diagnosis[picture.diagnosis] as number;
      const reason = ids.referral_reason[picture.reason] as number;
      const text = byDiagnosis[picture.diagnosis];
      const fields: RecordFields = {
        birth_date: subject.birth_date,
        sex: subject.sex as RecordFields['sex'],
        diagnoses: [diagnosis],
        referral_reason: reason,
        medication: text?.medication[lang] ?? '',
        clinical_notes: text?.notes[lang] ?? '',
        referring_clinician: names[index % names.length] ?? '',
      };
      // Entered on the working day the subject was registered, some weeks before the first evaluation.
      const registered = new Date(subject.registered_at).getTime();
      const created = new Date(atWorkingHour(workingDayBefore(registered), 30 + ((index * 47) % 420)));
      const createdBy = author(index);
      // Seen again in the last fortnight: the notes brought up to date one to three working days before.
      const latest = subject.latest ? new Date(subject.latest).getTime() : null;
      const followUp = latest !== null && subject.evaluations > 1 && latest > now.getTime() - 15 * dayMs;
      const updated = followUp
        ? new Date(Math.max(created.getTime() + hourMs, atWorkingHour(workingDayBefore(latest - (1 + (index % 3)) * dayMs), 15 + ((index * 31) % 450))))
        : created;
      const updatedBy = followUp ? author(index + 1) : createdBy;
      const revision = followUp ? 2 : 1;
      const recordId = await insertReturningId(
        tx,
        `INSERT INTO medical_records (institution_id, subject_id, subject_code, institution_reference, portal_provided, revision, birth_date, sex,
           referral_reason, referring_clinician, created_by, created_at, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [institutionId, subject.id, subject.code, subject.reference ?? '', subject.portal_provided, revision, fields.birth_date, fields.sex, reason, fields.referring_clinician, createdBy, created, updatedBy, updated],
      );
      await insertRevision(tx, recordId, 1, createdBy, created, fields, Object.keys(fields));
      if (followUp) {
        const note = followUpNotes[index % followUpNotes.length]?.[lang] ?? '';
        await insertRevision(tx, recordId, 2, updatedBy, updated, { ...fields, clinical_notes: `${fields.clinical_notes}\n${note}`.trim() }, ['clinical_notes']);
      }
      used.add(diagnosis).add(reason);
    }
    await tx.query('UPDATE std_strings SET used = true WHERE id IN (SELECT value::int FROM jsonb_array_elements_text($1::text::jsonb))', [JSON.stringify([...used])]);
  }
}
