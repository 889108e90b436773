/** Schemas of the subject, medical-record and extras calls; their features declare them in full. */
import { adminSubjectListCall, subjectListCall } from './subjects.ts';
import { medicalRecordSchemas } from './medical-records.ts';

export const recordSchemas = {
  listSubjects: adminSubjectListCall,
  listSubjectsInst: subjectListCall,
  listSubjectsInstUser: subjectListCall,
  setMedicalRecord: medicalRecordSchemas.setMedicalRecord,
  listMedicalRecords: medicalRecordSchemas.listMedicalRecords,
  getMedicalRecord: medicalRecordSchemas.getMedicalRecord,
  listStdStrings: medicalRecordSchemas.listStdStrings,
  setStdString: medicalRecordSchemas.setStdString,
  getDocumentation: medicalRecordSchemas.getDocumentation,
} as const;
