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

/** The actions of the training's audit rows: a passed evaluator exam and the certificate it issued. */
export const trainingAuditActions = ['exam_passed', 'certificate_issued'] as const;

export type TrainingAuditAction = (typeof trainingAuditActions)[number];
