/**
 * The one place where record reads and writes reach the institution's audit trail. The audit
 * writer of the institution-administration area is not part of this server yet; until it is,
 * each access is logged as one structured line (no patient field in it), and this function is the
 * single call site to connect to the audit writer.
 */
import type { Logger } from '../../core/log.ts';

export interface RecordAuditEntry {
  action: 'record_read' | 'record_created' | 'record_revised' | 'record_list' | 'std_string_changed';
  userId: number;
  institutionId: number;
  /** The record or standard string concerned, when there is one. */
  targetId?: number;
  revision?: number;
}

/** Records one access to medical-record data. */
export async function auditRecordAccess(log: Logger, entry: RecordAuditEntry): Promise<void> {
  log.info('record_audit', {
    action: entry.action,
    user_id: entry.userId,
    institution_id: entry.institutionId,
    ...(entry.targetId === undefined ? {} : { target_id: entry.targetId }),
    ...(entry.revision === undefined ? {} : { revision: entry.revision }),
  });
}
