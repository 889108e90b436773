/**
 * The endpoint table of the API contract. The portal builds its URLs from it and the reference
 * server routes by it, so a path exists in exactly one place. Paths are relative to `apiBase`;
 * `{name}` marks a URL-encoded path segment.
 */

export type Method = 'GET' | 'POST';

export interface Endpoint {
  readonly method: Method;
  readonly path: string;
  /** Whether the call needs a signed-in session (everything but the auth screens' calls). */
  readonly auth: boolean;
}

const post = (path: string, auth = true): Endpoint => ({ method: 'POST', path, auth });
const get = (path: string): Endpoint => ({ method: 'GET', path, auth: true });

export const endpoints = {
  // Authentication (spec §7)
  login: post('auth/login', false),
  logout: post('auth/logout/0'),
  register: post('auth/register', false),
  changePassword: post('auth/'),
  /** Without `?key=` it sends the reset mail to `{id}` (an email); with it, sets the password. */
  resetPassword: post('auth/password/{id}', false),

  // Institutions and portal users
  listUserInstitutions: post('institution/list_inst_user/0'),
  listAllInstitutions: post('institution/list/0'),
  setLoginInstitution: post('portal_users/set_login_institution/{id}'),
  getInstitution: post('portal_users/get_inst/{id}'),
  listInstitutionUsers: post('portal_users/list_inst/0'),
  getUser: post('portal_users/get/{id}'),
  listUserRoles: get('portal_users/list_user_roles/0'),
  setUserRoles: post('portal_users/set_user_roles_inst/{id}'),
  setUser: post('portal_users/set_inst/{id}'),
  transferOwnership: post('portal_users/transfer_ownership/{id}'),
  searchUsers: post('portal_users/search_inst/{query}'),
  linkUser: post('portal_users/link_user_inst/{id}'),
  linkUserToGroup: post('portal_users/link_user_to_instance_group_inst/{id}'),
  setEvaluatorStatus: post('portal_users/set_evaluator_status_inst/{id}'),
  acceptTerms: post('portal_users/set_terms_and_conditions_user/1'),
  getOwnUser: get('portal_users/get_own_user/0'),
  setOwnUser: post('portal_users/set_own_user/{id}'),
  requestUserPasswordReset: post('portal_users/reset_password_request/{email}'),

  // Reports (spec §7); which variant a user calls is decided in the portal's reports feature.
  listReportsInst: post('reports/list_reports_inst/0'),
  listReportsInstUser: post('reports/list_reports_inst_user/0'),
  listReportsDemo: post('reports/list_reports_inst_demo/0'),
  listReportsLegacyInst: post('reports/list_inst/0'),
  listReportsLegacyInstUser: post('reports/list_inst_user/0'),
  getReportInst: post('reports/get_evaluation_report_inst/{id}'),
  getReportInstUser: post('reports/get_evaluation_report_inst_user/{id}'),
  getReportDemo: post('reports/get_evaluation_report_demo_inst/{id}'),
  getReportLegacyInst: post('reports/get_report_inst/{id}'),
  getReportLegacyInstUser: post('reports/get_report_inst_user/{id}'),
  getLongitudinalInst: post('reports/get_longitudinal_report_inst/0'),
  getLongitudinalInstUser: post('reports/get_longitudinal_report_inst_user/0'),
  getLongitudinalDemo: post('reports/get_demo_longitudinal_report_inst/0'),
  getReportVariations: get('reports/get_report_variations_inst/{id}'),
  adminEvaluationList: get('reports/admin_evaluation_list/0'),

  // Subjects, medical records, extras
  listSubjects: post('subjects/list/0'),
  listSubjectsInst: post('subjects/list_inst/0'),
  listSubjectsInstUser: post('subjects/list_inst_user/0'),
  setMedicalRecord: post('medical_record/set_inst/{id}'),
  listMedicalRecords: post('medical_record/list_inst/0'),
  getMedicalRecord: post('medical_record/get_inst/{id}'),
  listStdStrings: post('extras/get_all_std_string/0'),
  setStdString: post('extras/set_std_string/{id}'),
  getDocumentation: post('extras/doc/0'),

  // Training, exam, certificates
  listTrainingVideos: post('training/videos/0'),
  getExam: post('evaluator_exams/get/0'),
  setExamAnswer: post('evaluator_exams/set_answer/{id}'),
  listCertificates: post('evaluator_exams/list_certificates_user/0'),
  getCertificate: post('evaluator_exams/get_certificate_user/{id}'),

  // Processed videos
  requestVideo: post('processing_records/request_video_inst/{id}'),
  getVideoRequestStatus: post('processing_records/get_video_request_status_inst/{id}'),
  getTaskVideo: post('processing_records/get_task_video_inst/{id}'),

  // Support and permissions
  requestSupport: post('tickets/request_support/0'),
  getPermissions: post('permissions/get/0'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Builds the path of an endpoint, relative to apiBase: fills `{name}` segments (URL-encoded, so a
 * `/` or `..` in a value can never change the path) and appends the query, skipping empty values.
 */
export function buildPath(
  endpoint: Endpoint,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Matches a request path (relative to apiBase, no query) against an endpoint's pattern and returns
 * the decoded parameters, or null. Used by the reference server's router.
 */
export function matchEndpoint(
  endpoint: Endpoint,
  path: string,
): Record<string, string> | null {
  const want = endpoint.path.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    const param = /^\{(\w+)\}$/.exec(w);
    if (param) {
      if (h === '') return null;
      try {
        params[param[1] as string] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}
