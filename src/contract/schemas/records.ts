/** Schemas of the subject, medical-record and extras calls; their features declare them in full. */
import { undeclared } from '../schema.ts';
import { medicalRecordSchemas } from './medical-records.ts';

export const recordSchemas = {
  listSubjects: undeclared,
  listSubjectsInst: undeclared,
  listSubjectsInstUser: undeclared,
  setMedicalRecord: medicalRecordSchemas.setMedicalRecord,
  listMedicalRecords: medicalRecordSchemas.listMedicalRecords,
  getMedicalRecord: medicalRecordSchemas.getMedicalRecord,
  listStdStrings: medicalRecordSchemas.listStdStrings,
  setStdString: medicalRecordSchemas.setStdString,
  getDocumentation: medicalRecordSchemas.getDocumentation,
} as const;
