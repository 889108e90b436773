/**
 * Every API handler of the server, keyed by the contract's endpoint names. Handlers live per area
 * in `features/<area>/`; each area's work adds its handlers here. The table is total: an endpoint
 * of the contract without a handler here is a type error, never a 501 found by a user.
 */
import { endpoints, type EndpointName } from '../../contract/endpoints.ts';
import type { HandlerTable } from '../http/handler.ts';
import { acceptTerms } from './account/accept-terms.ts';
import { getOwnUser, setOwnTheme, setOwnUser } from './account/own-user.ts';
import { changePassword } from './auth/change-password.ts';
import { endOwnSessions, listOwnSessions } from './auth/own-sessions.ts';
import { secondFactorPasskey, secondFactorPasskeyOptions, secondFactorRecovery, secondFactorTotp } from './auth/second-step.ts';
import { passkeySignIn, passkeySignInOptions } from './auth/passkey-sign-in.ts';
import { confirmPasskey, confirmTotp, listFactors, newRecoveryCodes, removeFactor, startPasskey, startTotp } from './auth/factors.ts';
import { endUserSessions } from './users/end-sessions.ts';
import { resetUserSecondFactor, setSecondFactorRule } from './users/second-factor-admin.ts';
import { confirmEmail } from './auth/confirm-email.ts';
import { login } from './auth/login.ts';
import { logout } from './auth/logout.ts';
import { register } from './auth/register.ts';
import { resetPassword } from './auth/reset-password.ts';
import { resendConfirmation } from './auth/resend-confirmation.ts';
import { listAllInstitutions, listUserInstitutions } from './institutions/list-institutions.ts';
import { setLoginInstitution } from './institutions/set-login-institution.ts';
import { listUserRoles } from './roles/list-user-roles.ts';
import { requestSupport } from './support/request-support.ts';
import { getCertificate, listCertificates, verifyCertificate } from './training/certificates.ts';
import { getExam, setExamAnswer } from './training/exam.ts';
import { listTrainingVideos, setTrainingProgress } from './training/videos.ts';
import {
  findVideoRequest,
  findVideoRequestDemo,
  findVideoRequestInstUser,
  getTaskVideo,
  getTaskVideoDemo,
  getTaskVideoInstUser,
  getVideoRequestStatus,
  getVideoRequestStatusDemo,
  getVideoRequestStatusInstUser,
  requestVideo,
  requestVideoDemo,
  requestVideoInstUser,
} from './videos/video-requests.ts';
import { getReportDemo, getReportInst, getReportInstUser, getReportLegacyInst, getReportLegacyInstUser } from './reports/get-report.ts';
import {
  adminEvaluationList,
  listReportsDemo,
  listReportsInst,
  listReportsInstUser,
  listReportsLegacyInst,
  listReportsLegacyInstUser,
} from './reports/list-reports.ts';
import { getLongitudinalDemo, getLongitudinalInst, getLongitudinalInstUser } from './reports/longitudinal.ts';
import { getReportVariations } from './reports/variations.ts';
import { listSubjectsAll, listSubjectsInst, listSubjectsInstUser } from './subjects/list-subjects.ts';
import { listAudit } from './audit/list-audit.ts';
import { linkUser, linkUserToGroup } from './users/link-user.ts';
import { answerInvitation, listInvitations, listOwnInvitations, withdrawInvitation } from './users/invitations.ts';
import { getInstitution, getPermissions, getUser, listInstitutionUsers, searchUsers } from './users/list-users.ts';
import { transferOwnership } from './users/ownership.ts';
import { requestUserPasswordReset } from './users/reset-mail.ts';
import { setEvaluatorStatus, setUserRoles } from './users/roles-and-training.ts';
import { setUser } from './users/set-user.ts';
import { getDocumentation } from './records/documentation.ts';
import { getMedicalRecord } from './records/get-record.ts';
import { listMedicalRecords } from './records/list-records.ts';
import { setMedicalRecord } from './records/set-record.ts';
import { listStdStrings, setStdString } from './records/std-strings.ts';
import {
  exportReportFhirDemo,
  exportReportFhirInst,
  exportReportFhirInstUser,
  exportSubjectFhirInst,
  exportSubjectFhirInstUser,
} from './fhir/export-fhir.ts';
import { getLastOpened } from './access-events/last-opened.ts';
import { listAccessEvents } from './access-events/list-access-events.ts';
import { recordCertificatePrinted, recordReportPrinted } from './access-events/printed.ts';
import { verifyPaper } from './paper/verify-paper.ts';
import { getReportPaper } from './reports/report-paper.ts';
import { getCertificatePaper } from './training/certificate-paper.ts';

export const handlerTable = {
  // auth
  login,
  logout,
  register,
  changePassword,
  resetPassword,
  confirmEmail,
  resendConfirmation,
  // institutions
  listUserInstitutions,
  listAllInstitutions,
  setLoginInstitution,
  // account
  getOwnUser,
  setOwnUser,
  setOwnTheme,
  acceptTerms,
  // roles
  listUserRoles,
  // support
  requestSupport,
  // training
  listTrainingVideos,
  setTrainingProgress,
  getExam,
  setExamAnswer,
  listCertificates,
  getCertificate,
  verifyCertificate,
  // processed videos
  requestVideo,
  requestVideoInstUser,
  requestVideoDemo,
  findVideoRequest,
  findVideoRequestInstUser,
  findVideoRequestDemo,
  getVideoRequestStatus,
  getVideoRequestStatusInstUser,
  getVideoRequestStatusDemo,
  getTaskVideo,
  getTaskVideoInstUser,
  getTaskVideoDemo,
  // subjects and reports
  listSubjects: listSubjectsAll,
  listSubjectsInst,
  listSubjectsInstUser,
  listReportsInst,
  listReportsInstUser,
  listReportsDemo,
  listReportsLegacyInst,
  listReportsLegacyInstUser,
  getReportInst,
  getReportInstUser,
  getReportDemo,
  getReportLegacyInst,
  getReportLegacyInstUser,
  getLongitudinalInst,
  getLongitudinalInstUser,
  getLongitudinalDemo,
  getReportVariations,
  adminEvaluationList,
  // institution administration
  getInstitution,
  listInstitutionUsers,
  searchUsers,
  getUser,
  setUser,
  setUserRoles,
  linkUser,
  listInvitations,
  withdrawInvitation,
  listOwnInvitations,
  answerInvitation,
  linkUserToGroup,
  transferOwnership,
  setEvaluatorStatus,
  requestUserPasswordReset,
  getPermissions,
  listAudit,
  listOwnSessions,
  endOwnSessions,
  secondFactorTotp,
  secondFactorRecovery,
  secondFactorPasskeyOptions,
  secondFactorPasskey,
  passkeySignInOptions,
  passkeySignIn,
  listFactors,
  startTotp,
  confirmTotp,
  startPasskey,
  confirmPasskey,
  removeFactor,
  newRecoveryCodes,
  endUserSessions,
  resetUserSecondFactor,
  setSecondFactorRule,
  // medical records, standard strings and the user manual
  setMedicalRecord,
  listMedicalRecords,
  getMedicalRecord,
  listStdStrings,
  setStdString,
  getDocumentation,
  // FHIR R4 export
  exportReportFhirInst,
  exportReportFhirInstUser,
  exportReportFhirDemo,
  exportSubjectFhirInst,
  exportSubjectFhirInstUser,
  // access events and verifiable paper (issue 25)
  listAccessEvents,
  getLastOpened,
  recordReportPrinted,
  recordCertificatePrinted,
  getReportPaper,
  getCertificatePaper,
  verifyPaper,
} satisfies HandlerTable;

/**
 * Throws when a handler is missing or registered under another endpoint's name: a programming
 * error, found at start-up rather than at the first request. The types refuse both already; this
 * catches a table patched at run time (the tests' `handlers` option, plain JavaScript).
 */
export function assertHandlersMatchContract(table: HandlerTable): void {
  for (const [name, handler] of Object.entries(table)) {
    if (!Object.hasOwn(endpoints, name)) throw new Error(`Handler "${name}" has no endpoint in the contract`);
    const endpoint = endpoints[name as EndpointName];
    if (handler?.endpoint !== endpoint) {
      throw new Error(`Handler "${name}" was made for ${handler ? `${handler.endpoint.method} ${handler.endpoint.path}` : 'no endpoint'}`);
    }
  }
  for (const name of Object.keys(endpoints)) {
    if (!Object.hasOwn(table, name)) throw new Error(`The contract's endpoint "${name}" has no handler`);
  }
}
