/**
 * Subjects, medical records, extras. Reading records needs the subject-list permission, writing
 * one the medical record entry role, managing the standard strings the user manager role (spec §6,
 * the portal asks canCall of these same entries); subjects and records are patient data, closed
 * until the terms are accepted.
 */
import { admin, area, member, patientData, post, signedIn } from './define.ts';
import type { recordSchemas } from '../schemas/records.ts';

export const recordEndpoints = area<typeof recordSchemas>()({
  listSubjects: post('subjects/list/0', admin),
  listSubjectsInst: post('subjects/list_inst/0', patientData({ permission: 'list_subject_inst' })),
  listSubjectsInstUser: post('subjects/list_inst_user/0', patientData('membership')),
  setMedicalRecord: post('medical_record/set_inst/{id}', patientData({ role: 'medical_record_entry' })),
  listMedicalRecords: post('medical_record/list_inst/0', patientData({ permission: 'list_subject_inst' })),
  getMedicalRecord: post('medical_record/get_inst/{id}', patientData({ permission: 'list_subject_inst' })),
  /** Record readers pick from the lists; user managers keep them. */
  listStdStrings: post('extras/get_all_std_string/0', member([{ permission: 'list_subject_inst' }, { role: 'user_manager' }])),
  setStdString: post('extras/set_std_string/{id}', member({ role: 'user_manager' })),
  getDocumentation: post('extras/doc/0', signedIn),
});
