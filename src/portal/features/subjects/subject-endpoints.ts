/**
 * Which subject list a user calls: subjects/list_inst for whoever may list the institution's
 * subjects (list_subject_inst, or the institution-wide report permission), subjects/list_inst_user
 * (the caller's own subjects) for anyone else (spec §6, api-contract).
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { holds, readsInstitutionReports, type AccessFacts } from '../../domain/access/institution-access.ts';

export type SubjectListEndpoint = typeof recordEndpoints.listSubjectsInst | typeof recordEndpoints.listSubjectsInstUser;

export function subjectListEndpointFor(facts: AccessFacts): SubjectListEndpoint {
  return holds(facts, 'list_subject_inst') || readsInstitutionReports(facts)
    ? recordEndpoints.listSubjectsInst
    : recordEndpoints.listSubjectsInstUser;
}
