/** Roles and permission names (spec §6). */

export const roleNames = [
  'clinician',
  'institutional_clinician',
  'evaluator',
  'medical_record_entry',
  'user_manager',
] as const;
export type RoleName = (typeof roleNames)[number];

export const permissionNames = [
  'list_subject_inst',
  'list_inst',
  'set_inst',
  'admin_dashboard',
  'list_reports_inst',
  'get_report_inst',
  'get_evaluation_report_inst',
  'get_inst',
  'set_user_roles_inst',
  'get_longitudinal_report_inst',
] as const;
export type PermissionName = (typeof permissionNames)[number];

/** Institution-wide report permissions: holders call the `_inst` paths, others `_inst_user`. */
export const reportPermissions: readonly PermissionName[] = [
  'list_reports_inst',
  'get_report_inst',
  'get_evaluation_report_inst',
  'get_longitudinal_report_inst',
];

/** Which permissions each role grants inside an institution. */
export const rolePermissions: Readonly<Record<RoleName, readonly PermissionName[]>> = {
  clinician: [],
  institutional_clinician: [
    'list_subject_inst',
    'list_reports_inst',
    'get_report_inst',
    'get_evaluation_report_inst',
    'get_longitudinal_report_inst',
  ],
  evaluator: [],
  medical_record_entry: ['list_subject_inst'],
  user_manager: ['list_inst', 'get_inst', 'set_inst', 'set_user_roles_inst'],
};

/** Human labels for the role names, for menus and the User Roles page. */
export const roleLabels: Readonly<Record<RoleName, string>> = {
  clinician: 'Clinician',
  institutional_clinician: 'Institutional clinician',
  evaluator: 'Evaluator',
  medical_record_entry: 'Medical record entry',
  user_manager: 'User manager',
};

/** Evaluator (training) status values (spec §4): "1" and "2" open Training. */
export const evaluatorStatusValues = { inTraining: '1', certified: '2' } as const;

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (roleNames as readonly string[]).includes(value);
}
