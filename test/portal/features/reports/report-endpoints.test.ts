import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { reportEndpointsFor } from '../../../../src/portal/features/reports/report-endpoints.ts';
import { subjectListEndpointFor } from '../../../../src/portal/domain/access/subject-list-endpoint.ts';
import { callerOf } from '../../../../src/portal/domain/access/caller.ts';
import type { Caller } from '../../../../src/contract/access.ts';

const caller = (roles: string[], reports: string[] = [], users: string[] = []) =>
  callerOf({ selected_institution_id: '3', user_roles: JSON.stringify(roles), permissions: JSON.stringify({ reports, users }) });
const institutional = caller(['institutional_clinician']);
const clinician = caller(['clinician']);
const paths = (facts: Caller, mode: 'current' | 'legacy' | 'demo') => {
  const c = reportEndpointsFor(facts, mode);
  return [c.list.path, c.get.path, c.longitudinal.path];
};

const choice = suite('report endpoint per permission');

choice('the institution-wide report permissions call the _inst paths', () => {
  assert.equal(paths(institutional, 'current'), [
    'reports/list_reports_inst/0',
    'reports/get_evaluation_report_inst/{id}',
    'reports/get_longitudinal_report_inst/0',
  ]);
  assert.is(reportEndpointsFor(institutional, 'current').institutionWide, true);
});

choice('anyone else calls the _inst_user paths', () => {
  assert.equal(paths(clinician, 'current'), [
    'reports/list_reports_inst_user/0',
    'reports/get_evaluation_report_inst_user/{id}',
    'reports/get_longitudinal_report_inst_user/0',
  ]);
  assert.is(reportEndpointsFor(clinician, 'current').institutionWide, false);
});

choice('each operation follows its own permission', () => {
  const listOnly = caller(['clinician'], ['list_reports_inst']);
  assert.equal(paths(listOnly, 'current'), [
    'reports/list_reports_inst/0',
    'reports/get_evaluation_report_inst_user/{id}',
    'reports/get_longitudinal_report_inst_user/0',
  ]);
});

choice('legacy mode uses the legacy list and get paths', () => {
  assert.equal(paths(institutional, 'legacy').slice(0, 2), ['reports/list_inst/0', 'reports/get_report_inst/{id}']);
  assert.equal(paths(clinician, 'legacy').slice(0, 2), ['reports/list_inst_user/0', 'reports/get_report_inst_user/{id}']);
});

choice('demo mode uses the demo paths whatever the permissions', () => {
  const demo = ['reports/list_reports_inst_demo/0', 'reports/get_evaluation_report_demo_inst/{id}', 'reports/get_demo_longitudinal_report_inst/0'];
  assert.equal(paths(clinician, 'demo'), demo);
  assert.equal(paths(institutional, 'demo'), demo);
});

choice.run();

const subjects = suite('subject list endpoint per permission');

subjects('list_subject_inst calls subjects/list_inst, a clinician subjects/list_inst_user', () => {
  assert.is(subjectListEndpointFor(institutional).path, 'subjects/list_inst/0');
  assert.is(subjectListEndpointFor(caller(['clinician'], [], ['list_subject_inst'])).path, 'subjects/list_inst/0');
  assert.is(subjectListEndpointFor(clinician).path, 'subjects/list_inst_user/0');
});

subjects.run();
