/** Subjects, medical records, extras */
import { area, post } from './define.ts';
import type { recordSchemas } from '../schemas/records.ts';

export const recordEndpoints = area<typeof recordSchemas>()({
  listSubjects: post('subjects/list/0'),
  listSubjectsInst: post('subjects/list_inst/0'),
  listSubjectsInstUser: post('subjects/list_inst_user/0'),
  setMedicalRecord: post('medical_record/set_inst/{id}'),
  listMedicalRecords: post('medical_record/list_inst/0'),
  getMedicalRecord: post('medical_record/get_inst/{id}'),
  listStdStrings: post('extras/get_all_std_string/0'),
  setStdString: post('extras/set_std_string/{id}'),
  getDocumentation: post('extras/doc/0'),
});
