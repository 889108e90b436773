/**
 * The institution's standard strings (issue 11): ordered lists per category, each entry in every
 * language (one row per language in std_string_texts), retired rather than deleted. POST extras/get_all_std_string/0 lists them (record
 * readers see the lists their records use); POST extras/set_std_string/{id or 0} adds or changes
 * one entry (user managers).
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { StdString } from '../../../contract/types.ts';
import type { StdStringCategory } from '../../../contract/schemas/medical-records.ts';
import { languages, sourceLanguage, type Language } from '../../../contract/languages.ts';
import { ApiError, fieldsRefused } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { insertReturningId, queryOne, type Queryable } from '../../db/db.ts';
import { changesBetween } from '../../audit/audit-log.ts';
import { handler } from '../../http/handler.ts';
import { auditRecordAccess } from './audit-trail.ts';

interface StdStringRow {
  id: number;
  category: StdStringCategory;
  /** The texts by language, as JSON text (both drivers answer it alike). */
  texts: string;
  position: number;
  used: boolean;
  retired: boolean;
}

const columns = `s.id, s.category, s.position, s.used, s.retired_at IS NOT NULL AS retired,
  (SELECT coalesce(jsonb_object_agg(t.lang, t.text), '{}'::jsonb) FROM std_string_texts t WHERE t.std_string_id = s.id)::text AS texts`;

/** The texts of an entry in every language; one without a text in a language shows its source-language text there. */
function textsOf(json: string): Record<Language, string> {
  const stored: Partial<Record<string, string>> = JSON.parse(json);
  const source = stored[sourceLanguage] ?? '';
  return Object.fromEntries(languages.map((language) => [language, stored[language] ?? source])) as Record<Language, string>;
}

function toWire(row: StdStringRow): StdString {
  return { id: row.id, category: row.category, texts: textsOf(row.texts), position: row.position, retired: row.retired, used: row.used };
}

/** Writes (or replaces) the texts of entry `id`, one row per language. */
export async function insertStdStringTexts(tx: Queryable, id: number, texts: Readonly<Record<Language, string>>): Promise<void> {
  for (const language of languages) {
    await tx.query(
      `INSERT INTO std_string_texts (std_string_id, lang, text) VALUES ($1, $2, $3)
       ON CONFLICT (std_string_id, lang) DO UPDATE SET text = EXCLUDED.text`,
      [id, language, texts[language]],
    );
  }
}

export const listStdStrings = handler(recordEndpoints.listStdStrings, async ({ db, member, query }) => {
  const { institutionId } = member;
  const rows = await db.query<StdStringRow>(
    `SELECT ${columns} FROM std_strings s WHERE s.institution_id = $1 AND ($2 OR s.retired_at IS NULL)
     ORDER BY s.category, s.position, s.id`,
    [institutionId, query.include_retired],
  );
  return { strings: rows.map(toWire) };
});

/** Renumbers a category 1..n, putting `movedId` at `position` (clamped to the list). */
async function placeInCategory(tx: Queryable, institutionId: number, category: string, movedId: number, position: number): Promise<void> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM std_strings WHERE institution_id = $1 AND category = $2 AND id <> $3 ORDER BY position, id',
    [institutionId, category, movedId],
  );
  const order = rows.map((row) => row.id);
  order.splice(Math.min(Math.max(position, 1), order.length + 1) - 1, 0, movedId);
  for (const [index, id] of order.entries()) {
    await tx.query('UPDATE std_strings SET position = $2 WHERE id = $1 AND position <> $2', [id, index + 1]);
  }
}

export const setStdString = handler(recordEndpoints.setStdString, async ({ db, member, params, body, now }) => {
  const { institutionId } = member;
  const notFound = () => new ApiError(404, serverReason.stdStringNotFound);
  const id = params.id === '0' ? 0 : parseId(params.id);
  if (id === null) throw notFound();
  const saved = await db.transaction(async (tx) => {
    let entryId = id;
    let before: Record<string, string | null> = {};
    if (entryId === 0) {
      const last = await queryOne<{ n: number }>(
        tx,
        'SELECT count(*)::int AS n FROM std_strings WHERE institution_id = $1 AND category = $2',
        [institutionId, body.category],
      );
      entryId = await insertReturningId(
        tx,
        `INSERT INTO std_strings (institution_id, category, position, retired_at, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [institutionId, body.category, (last?.n ?? 0) + 1, body.retired ? now : null, now],
      );
    } else {
      // The category of an entry never changes: records hold its id in one field.
      const old = await queryOne<StdStringRow>(
        tx,
        `SELECT ${columns} FROM std_strings s WHERE s.id = $1 AND s.institution_id = $2 AND s.category = $3 FOR UPDATE`,
        [entryId, institutionId, body.category],
      );
      if (!old) throw notFound();
      before = { ...textsOf(old.texts), retired: old.retired ? 'yes' : 'no' };
      await tx.query(
        `UPDATE std_strings SET retired_at = CASE WHEN $3::boolean IS NULL THEN retired_at WHEN $3 THEN coalesce(retired_at, $4) ELSE NULL END
         WHERE id = $1 AND institution_id = $2`,
        [entryId, institutionId, body.retired ?? null, now],
      );
    }
    await insertStdStringTexts(tx, entryId, body.texts);
    if (body.position !== undefined) await placeInCategory(tx, institutionId, body.category, entryId, body.position);
    const after = await queryOne<StdStringRow>(tx, `SELECT ${columns} FROM std_strings s WHERE s.id = $1`, [entryId]);
    if (!after) throw notFound();
    // A standard string is a list entry, not a clinical value: the trail keeps its texts before and after.
    const changes = changesBetween(before, { ...textsOf(after.texts), retired: after.retired ? 'yes' : 'no' });
    await auditRecordAccess(tx, { action: 'std_string_changed', userId: member.userId, institutionId, targetId: entryId, changes, at: now });
    return after;
  });
  return toWire(saved);
});

/**
 * Checks a record's chosen ids in one query: each must be an entry of its field's category in the
 * institution that a record may use, one not retired or one the record already held (a retired
 * entry stays on the records that used it); throws 400 naming the field otherwise. Marks the
 * entries as used (from then on they can only be retired) when one is not yet.
 */
export async function checkChoices(
  tx: Queryable,
  institutionId: number,
  chosen: readonly { category: StdStringCategory; field: string; ids: readonly number[]; previous: readonly number[] }[],
): Promise<void> {
  const wanted = [...new Set(chosen.flatMap((c) => c.ids))];
  if (!wanted.length) return;
  const rows = await tx.query<{ id: number; category: string; retired: boolean; used: boolean }>(
    `SELECT id, category, retired_at IS NOT NULL AS retired, used FROM std_strings
     WHERE institution_id = $1 AND id IN (SELECT value::int FROM jsonb_array_elements_text($2::text::jsonb))`,
    [institutionId, JSON.stringify(wanted)],
  );
  for (const { category, field, ids, previous } of chosen) {
    const usable = (id: number) => rows.some((row) => row.id === id && row.category === category && (!row.retired || previous.includes(id)));
    if (!ids.every(usable)) {
      throw fieldsRefused([{ field, code: 'one_of' }], { message: serverReason.stdStringNotOffered });
    }
  }
  const unused = rows.filter((row) => !row.used).map((row) => row.id);
  if (unused.length) {
    await tx.query('UPDATE std_strings SET used = true WHERE id IN (SELECT value::int FROM jsonb_array_elements_text($1::text::jsonb))', [
      JSON.stringify(unused),
    ]);
  }
}
