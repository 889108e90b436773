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
] as const;

export type UserAuditAction = (typeof userAuditActions)[number];

/**
 * The actions of exports of patient data (issue 25): the row names the evaluation or subject and
 * the format, never a clinical value.
 */
export const exportAuditActions = ['fhir_exported'] as const;

export type ExportAuditAction = (typeof exportAuditActions)[number];
