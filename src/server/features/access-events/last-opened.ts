/**
 * GET access_events/last_opened_inst/{subjectId}: when a subject's reports were last opened (read,
 * printed or exported) in the session's institution, and by whom (issue 25). Anyone who may read the subject's reports sees
 * it: the subject must be in the caller's scope (the whole institution with list_reports_inst,
 * else the caller's own subjects), or it answers 404 like a missing one.
 */
import { accessEventEndpoints } from '../../../contract/endpoints/access-events.ts';
import { serverReason } from '../../../contract/messages.ts';
import type { AccessActionName } from '../../../contract/schemas/access-events.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { queryOne } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { subjectScopeSql, widestScope } from '../../access/scope.ts';

export const getLastOpened = handler(accessEventEndpoints.getLastOpened, async ({ db, member, params }) => {
  const subjectId = parseId(params.id);
  const scope = subjectScopeSql(widestScope(member, 'list_reports_inst'), 2);
  const visible =
    subjectId === null ? null : await queryOne<{ id: number }>(db, `SELECT s.id FROM subjects s WHERE s.id = $1 AND ${scope.sql}`, [subjectId, ...scope.params]);
  if (!visible) throw new ApiError(404, serverReason.subjectNotFound);
  const last = await queryOne<{ at: Date; user_name: string; action: AccessActionName }>(
    db,
    `SELECT at, user_name, action FROM access_events
     WHERE institution_id = $1 AND subject_id = $2 AND action IN ('report_read', 'longitudinal_read', 'printed', 'exported')
     ORDER BY id DESC LIMIT 1`,
    [member.institutionId, visible.id],
  );
  return { last: last ? { at: new Date(last.at).toISOString(), user_name: last.user_name, action: last.action } : null };
});
