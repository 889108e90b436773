/** The actions of the user-management audit rows (other areas write actions of their own). */
export const userAuditActions = [
  'user_created',
  'user_modified',
  'user_linked',
  'user_unlinked',
  'roles_changed',
  'group_linked',
  'group_unlinked',
  'ownership_transferred',
  'training_enabled',
  'reset_mail_requested',
  'institution_created',
  'password_link_made',
  'user_invited',
  'invitation_withdrawn',
  'invitation_accepted',
  'invitation_declined',
  'sessions_ended',
  'second_factor_reset',
  'second_factor_rule_changed',
] as const;

export type UserAuditAction = (typeof userAuditActions)[number];

/** The actions of the training's audit rows: a passed evaluator exam and the certificate it issued. */
export const trainingAuditActions = ['exam_passed', 'certificate_issued'] as const;

export type TrainingAuditAction = (typeof trainingAuditActions)[number];
/** The medical-record actions of the trail (features/records/audit-trail.ts of the server). */
export const recordChangeActions = ['record_created', 'record_revised', 'std_string_changed'] as const;
/** Reads of medical records: kept apart from the changes, so that they do not bury them. */
export const recordReadActions = ['record_read', 'records_listed'] as const;

/** Which rows a reader of the trail asks for: changes (of users, training and records), reads and exports of patient data, or all. */
export const auditKinds = ['all', 'changes', 'reads'] as const;
export type AuditKind = (typeof auditKinds)[number];
/**
 * The actions of exports of patient data (issue 25): the row names the evaluation or subject and
 * the format, never a clinical value.
 */
export const exportAuditActions = ['fhir_exported'] as const;

export type ExportAuditAction = (typeof exportAuditActions)[number];

/** Every action that reads or exports patient data: the trail's kind `reads`. */
export const auditReadActions = [...recordReadActions, ...exportAuditActions] as const;
