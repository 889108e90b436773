/**
 * Reports (spec §7); which variant a user calls is decided in the portal's reports feature. The
 * `_inst` forms need the institution-wide permission of their operation (spec §6), the
 * `_inst_user` forms any membership (the server then shows only the caller's own subjects), the
 * demo forms any role; all but the demo forms are patient data, closed until the terms are accepted.
 */
import { admin, area, get, member, patientData, post } from './define.ts';
import type { reportSchemas } from '../schemas/reports.ts';

export const reportEndpoints = area<typeof reportSchemas>()({
  listReportsInst: post('reports/list_reports_inst/0', patientData({ permission: 'list_reports_inst' })),
  listReportsInstUser: post('reports/list_reports_inst_user/0', patientData('membership')),
  listReportsDemo: post('reports/list_reports_inst_demo/0', member('any-role')),
  listReportsLegacyInst: post('reports/list_inst/0', patientData({ permission: 'list_reports_inst' })),
  listReportsLegacyInstUser: post('reports/list_inst_user/0', patientData('membership')),
  getReportInst: post('reports/get_evaluation_report_inst/{id}', patientData({ permission: 'get_evaluation_report_inst' })),
  getReportInstUser: post('reports/get_evaluation_report_inst_user/{id}', patientData('membership')),
  getReportDemo: post('reports/get_evaluation_report_demo_inst/{id}', member('any-role')),
  getReportLegacyInst: post('reports/get_report_inst/{id}', patientData({ permission: 'get_report_inst' })),
  getReportLegacyInstUser: post('reports/get_report_inst_user/{id}', patientData('membership')),
  getLongitudinalInst: post('reports/get_longitudinal_report_inst/0', patientData({ permission: 'get_longitudinal_report_inst' })),
  getLongitudinalInstUser: post('reports/get_longitudinal_report_inst_user/0', patientData('membership')),
  getLongitudinalDemo: post('reports/get_demo_longitudinal_report_inst/0', member('any-role')),
  /** One path for everyone: the handler scopes it to what the caller may see. */
  getReportVariations: get('reports/get_report_variations_inst/{id}', patientData('membership')),
  adminEvaluationList: get('reports/admin_evaluation_list/0', admin),
});
