import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { canCall, type Access } from '../../src/contract/access.ts';
import { patientData } from '../../src/contract/endpoints/define.ts';
import { recordEndpoints } from '../../src/contract/endpoints/records.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { admit } from '../../src/server/access/admit.ts';
import type { Queryable } from '../../src/server/db/db.ts';
import { pageOpens, sidebarItems } from '../../src/portal/app/nav-items.ts';
import { routes, type RouteDef } from '../../src/portal/app/routes.ts';
import { callerOf } from '../../src/portal/domain/access/caller.ts';

/** A database that answers the member query for a clinician of institution 3, terms accepted. */
const memberRow = <T extends object>() =>
  // The fake stands for the one row loadMember reads; its type is the caller's to choose.
  Promise.resolve([{ memberships: 1, is_owner: false, evaluator_status: 0, agree_tandc: true, roles: ['clinician'] }] as unknown as T[]);
const clinicianDb: Queryable = { query: memberRow, read: memberRow };
const session = { id: 1, userId: 7, isAdmin: false, institutionId: 3, groupNo: 0, stage: 'full' as const };
/** Whether the server's pipeline admits the clinician to a call of `access`. */
const serverAdmits = (access: Access) => admit(clinicianDb, access, session, { id: '5' }).then(() => true, () => false);

const clinician = callerOf({ selected_institution_id: '3', user_roles: '["clinician"]', agree_tandc: 'true' });
const offersRecords = (table: readonly RouteDef[]) => (sidebarItems(clinician, table)[0]?.children ?? []).some((item) => item.label === 'Medical Records');

const oneRule = suite('one access rule, read by both sides');

oneRule('who may write a medical record is one line in the contract: the server and the portal both follow it', async () => {
  // As declared: the record entry role writes; a clinician is refused by both sides.
  assert.is(await serverAdmits(recordEndpoints.setMedicalRecord.access), false);
  assert.is(canCall(recordEndpoints.setMedicalRecord, clinician), false);
  assert.is(offersRecords(routes), false);
  assert.is(pageOpens('/medical_records/register', clinician), false);

  // The one line changed: setMedicalRecord: post(..., patientData({ role: 'clinician' })).
  const declared = endpoints.setMedicalRecord;
  const changed = { ...declared, access: patientData({ role: 'clinician' }) };
  Object.assign(endpoints, { setMedicalRecord: changed });
  try {
    assert.is(await serverAdmits(changed.access), true);
    assert.is(canCall(changed, clinician), true);
    assert.is(offersRecords(routes), true, 'the sidebar offers Medical Records');
    assert.is(pageOpens('/medical_records/register', clinician), true, 'the register page opens');
  } finally {
    Object.assign(endpoints, { setMedicalRecord: declared });
  }
});

oneRule.run();
