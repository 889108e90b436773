/** Schemas of the subject, medical-record and extras calls; their features declare them in full. */
import { undeclared } from '../schema.ts';

export const recordSchemas = {
  listSubjects: undeclared,
  listSubjectsInst: undeclared,
  listSubjectsInstUser: undeclared,
  setMedicalRecord: undeclared,
  listMedicalRecords: undeclared,
  getMedicalRecord: undeclared,
  listStdStrings: undeclared,
  setStdString: undeclared,
  getDocumentation: undeclared,
} as const;
