/** Reports (spec §7); which variant a user calls is decided in the portal's reports feature. */
import { area, get, post } from './define.ts';
import type { reportSchemas } from '../schemas/reports.ts';

export const reportEndpoints = area<typeof reportSchemas>()({
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
});
