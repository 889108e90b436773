/** Schemas of the subject, medical-record and extras calls; their features declare them in full. */
import { undeclared } from '../schema.ts';
import { adminSubjectListCall, subjectListCall } from './subjects.ts';

export const recordSchemas = {
  listSubjects: adminSubjectListCall,
  listSubjectsInst: subjectListCall,
  listSubjectsInstUser: subjectListCall,
  setMedicalRecord: undeclared,
  listMedicalRecords: undeclared,
  getMedicalRecord: undeclared,
  listStdStrings: undeclared,
  setStdString: undeclared,
  getDocumentation: undeclared,
} as const;
