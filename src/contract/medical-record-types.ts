/** The wire types of the medical-record, standard-string and user-manual calls, from their schemas. */
import type { Infer } from './schema.ts';
import type {
  manualSection,
  medicalRecord,
  recordFields,
  recordRevision,
  recordSummary,
  setRecordBody,
  setStdStringBody,
  stdString,
  userManual,
} from './schemas/medical-records.ts';

/** The fields a referring clinician fills (every revision holds all of them). */
export type RecordFields = Infer<typeof recordFields>;
/** POST medical_record/set_inst/{id or 0} */
export type SetRecordBody = Infer<typeof setRecordBody>;
/** A record as it stands: set_inst's answer, get_inst's `record` */
export type MedicalRecord = Infer<typeof medicalRecord>;
/** One revision of get_inst's `revisions` */
export type RecordRevision = Infer<typeof recordRevision>;
/** One row of medical_record/list_inst/0 */
export type RecordSummary = Infer<typeof recordSummary>;
/** An entry of extras/get_all_std_string/0 */
export type StdString = Infer<typeof stdString>;
/** POST extras/set_std_string/{id or 0} */
export type SetStdStringBody = Infer<typeof setStdStringBody>;
/** extras/doc/0?lang=… */
export type UserManual = Infer<typeof userManual>;
export type ManualSection = Infer<typeof manualSection>;
export type ManualBlock = ManualSection['blocks'][number];
