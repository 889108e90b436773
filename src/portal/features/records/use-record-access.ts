/**
 * What the signed-in person may do with medical records in the chosen institution: the calls the
 * contract lets them make (endpoints/records.ts), so the pages offer what the server admits.
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { mayOffer, useCaller } from '../../domain/access/caller.ts';

export function useRecordAccess() {
  const caller = useCaller();
  return {
    canRead: mayOffer(recordEndpoints.listMedicalRecords, caller),
    canWrite: mayOffer(recordEndpoints.setMedicalRecord, caller),
    canManageStrings: mayOffer(recordEndpoints.setStdString, caller),
  };
}
