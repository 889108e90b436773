/** Schemas of the report calls (spec §7). The subjects-and-reports work declares them in full. */
import { undeclared } from '../schema.ts';

export const reportSchemas = {
  listReportsInst: undeclared,
  listReportsInstUser: undeclared,
  listReportsDemo: undeclared,
  listReportsLegacyInst: undeclared,
  listReportsLegacyInstUser: undeclared,
  getReportInst: undeclared,
  getReportInstUser: undeclared,
  getReportDemo: undeclared,
  getReportLegacyInst: undeclared,
  getReportLegacyInstUser: undeclared,
  getLongitudinalInst: undeclared,
  getLongitudinalInstUser: undeclared,
  getLongitudinalDemo: undeclared,
  getReportVariations: undeclared,
  adminEvaluationList: undeclared,
} as const;
