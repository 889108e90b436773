/**
 * Request and response shapes on the wire, as TypeScript types. Each is inferred from its schema
 * in `schemas/`, the one declaration of the shape. Field names are the specification's (spec §3);
 * the shapes the specification marks "not shown" are this project's design, documented in
 * docs/api.md.
 */
import type { BodyOf, DataOf } from './endpoints/define.ts';
import type { accountEndpoints } from './endpoints/accounts.ts';
import type { supportEndpoints } from './endpoints/support.ts';
import type { userEndpoints } from './endpoints/users.ts';
import type { Infer } from './schema.ts';
import type { changePasswordBody, confirmEmailBody, loginData, messageData, ownSession, registerBody } from './schemas/auth.ts';
import type { supportRequestBody } from './schemas/support.ts';
import type {
  auditChange,
  auditEntry,
  auditPage,
  institutionChoice,
  institutionEntry,
  institutionGroup,
  institutionInfo,
  ownUser,
  ownUserUpdate,
  permissionsData,
  portalUser,
  institutionInvitation,
  ownInvitation,
  roleEntry,
  setUserBody,
  setUserData,
  userPage,
} from './schemas/users.ts';

/** Every response body (api-contract: envelope). `message` is exactly 'OK' on success. */
export interface Envelope<T = unknown> {
  message: string;
  data?: T;
}

/** POST auth/login → data */
export type LoginData = Infer<typeof loginData>;

/** GET auth/sessions/0 → data.sessions[] (issue 34) */
export type OwnSession = Infer<typeof ownSession>;

/** POST institution/list_inst_user/0 → data: InstitutionEntry[] */
export type InstitutionEntry = Infer<typeof institutionEntry>;

/** POST portal_users/set_login_institution/{id} → data (spec §3) */
export type InstitutionChoice = Infer<typeof institutionChoice>;

/** The `permissions` object of set-current-institution (spec §3). */
export type Permissions = InstitutionChoice['permissions'];

/** An entry of the role catalogue, GET portal_users/list_user_roles/0 → data: RoleEntry[] */
export type RoleEntry = Infer<typeof roleEntry>;

/** GET portal_users/get_own_user/0 → data */
export type OwnUser = Infer<typeof ownUser>;

/** POST portal_users/set_own_user/{id}: null-valued fields are dropped before sending (spec §3). */
export type OwnUserUpdate = Infer<typeof ownUserUpdate>;

/** POST auth/register */
export type RegisterBody = Infer<typeof registerBody>;
export type ConfirmEmailBody = Infer<typeof confirmEmailBody>;

/** POST auth/ (change own password) */
export type ChangePasswordBody = Infer<typeof changePasswordBody>;

/** data of both auth/password calls (spec §7 reads data.message) */
export type MessageData = Infer<typeof messageData>;

/** POST tickets/request_support/0 (spec §3) */
export type SupportRequestBody = Infer<typeof supportRequestBody>;

/** POST auth/password/{id}?key=… */
export type NewPasswordBody = NonNullable<BodyOf<typeof accountEndpoints.resetPassword>>;

/** data of POST auth/register */
export type RegisterData = DataOf<typeof accountEndpoints.register>;

/** data of tickets/request_support/0 */
export type SupportTicket = DataOf<typeof supportEndpoints.requestSupport>;

/** data of POST portal_users/set_terms_and_conditions_user/1 */
export type TermsData = DataOf<typeof userEndpoints.acceptTerms>;

/** Training, exam and certificates (contract/schemas/training.ts). */
export type TrainingVideo = Infer<typeof import('./schemas/training.ts').trainingVideo>;
export type TrainingVideos = Infer<typeof import('./schemas/training.ts').trainingVideos>;
export type ProgressData = Infer<typeof import('./schemas/training.ts').progressData>;
export type ExamState = Infer<typeof import('./schemas/training.ts').examState>;
export type ExamQuestion = Infer<typeof import('./schemas/training.ts').examQuestion>;
export type ExamResult = Infer<typeof import('./schemas/training.ts').examResult>;
export type AnswerBody = Infer<typeof import('./schemas/training.ts').answerBody>;
export type CertificateEntry = Infer<typeof import('./schemas/training.ts').certificateEntry>;
export type Certificate = Infer<typeof import('./schemas/training.ts').certificate>;
/** The subject and report shapes (report-types.ts). */
export type * from './report-types.ts';
/** A group of an institution (group 0: the whole institution). */
export type InstitutionGroup = Infer<typeof institutionGroup>;

/** POST portal_users/get_inst/{id}?group= → data */
export type InstitutionInfo = Infer<typeof institutionInfo>;

/** A user of the institution as its user managers see them. */
export type PortalUser = Infer<typeof portalUser>;
export type InstitutionInvitation = Infer<typeof institutionInvitation>;
export type OwnInvitation = Infer<typeof ownInvitation>;

/** POST portal_users/list_inst/0 and search_inst/{query} → data */
export type UserPage = Infer<typeof userPage>;

/** POST portal_users/set_inst/{0 or id}: the create and update bodies in one (spec §3). */
export type SetUserBody = Infer<typeof setUserBody>;

/** data of POST portal_users/set_inst/{0 or id} */
export type SetUserData = Infer<typeof setUserData>;

/** One audit row and one field change in it. */
export type AuditEntry = Infer<typeof auditEntry>;
export type AuditChange = Infer<typeof auditChange>;

/** GET portal_users/list_audit_inst/0 → data */
export type AuditPage = Infer<typeof auditPage>;

/** POST permissions/get/0 → data */
export type PermissionsData = Infer<typeof permissionsData>;

/** Medical records, standard strings and the user manual (contract/schemas/medical-records.ts). */
export type {
  ManualBlock,
  ManualSection,
  MedicalRecord,
  RecordFields,
  RecordRevision,
  RecordSummary,
  SetRecordBody,
  SetStdStringBody,
  StdString,
  UserManual,
} from './medical-record-types.ts';

/** Processed videos (contract/schemas/videos.ts). */
export type VideoRequest = Infer<typeof import('./schemas/videos.ts').videoRequest>;
export type TaskVideo = Infer<typeof import('./schemas/videos.ts').taskVideo>;
