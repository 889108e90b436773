/** What the signed-in person may do with medical records in the chosen institution (their roles). */
import { recordAccessAllowed } from '../../../contract/record-access.ts';
import { routesStore } from '../../domain/access/access-slice.ts';
import { useStore } from '../../lib/store/use-store.ts';

export function useRecordAccess() {
  const roles = useStore(routesStore, (s) => s.userRoles);
  return {
    canRead: recordAccessAllowed(roles, 'read'),
    canWrite: recordAccessAllowed(roles, 'write'),
    canManageStrings: recordAccessAllowed(roles, 'manage-strings'),
  };
}
