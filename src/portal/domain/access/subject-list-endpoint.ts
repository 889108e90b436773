/**
 * Which subject list a user calls: subjects/list_inst for whoever the contract lets list the
 * institution's subjects (list_subject_inst), subjects/list_inst_user
 * (the caller's own subjects) for anyone else (spec §6, api-contract).
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import type { Caller } from '../../../contract/access.ts';
import { mayOffer } from './caller.ts';

export type SubjectListEndpoint = typeof recordEndpoints.listSubjectsInst | typeof recordEndpoints.listSubjectsInstUser;

export function subjectListEndpointFor(caller: Caller): SubjectListEndpoint {
  return mayOffer(recordEndpoints.listSubjectsInst, caller)
    ? recordEndpoints.listSubjectsInst
    : recordEndpoints.listSubjectsInstUser;
}
