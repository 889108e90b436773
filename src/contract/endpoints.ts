/**
 * The endpoint table of the API contract. The portal builds its URLs from it and the reference
 * server routes by it, so a path exists in exactly one place. Paths are relative to `apiBase`;
 * `{name}` marks a URL-encoded path segment.
 */

import { authEndpoints } from './endpoints/auth.ts';
import { userEndpoints } from './endpoints/users.ts';
import { reportEndpoints } from './endpoints/reports.ts';
import { recordEndpoints } from './endpoints/records.ts';
import { trainingEndpoints } from './endpoints/training.ts';
import { videoEndpoints } from './endpoints/videos.ts';
import { supportEndpoints } from './endpoints/support.ts';
import { emailConfirmationEndpoints } from './endpoints/email-confirmation.ts';
import { fhirEndpoints } from './endpoints/fhir.ts';
import { accessEventEndpoints } from './endpoints/access-events.ts';
import { paperEndpoints } from './endpoints/paper.ts';
import { accountSecurityEndpoints } from './endpoints/account-security.ts';
import { accountEndpoints } from './endpoints/accounts.ts';
import type { AnyEndpoint } from './endpoints/define.ts';

export {
  authEndpoints,
  userEndpoints,
  reportEndpoints,
  recordEndpoints,
  trainingEndpoints,
  videoEndpoints,
  supportEndpoints,
  emailConfirmationEndpoints,
  fhirEndpoints,
  accessEventEndpoints,
  paperEndpoints,
  accountSecurityEndpoints,
  accountEndpoints,
};

export type {
  AnyEndpoint,
  BodyOf,
  DataOf,
  Endpoint,
  EndpointSchemas,
  Method,
  ParamsOf,
  QueryInputOf,
  QueryOf,
  QueryValue,
} from './endpoints/define.ts';
export { buildPath } from './endpoints/define.ts';

/**
 * Every endpoint by name: the server routes by it and the tests check it. The portal's features
 * import the area tables (endpoints/*.ts) instead, so a page's bundle carries only its own paths.
 */
export const endpoints = {
  ...authEndpoints,
  ...userEndpoints,
  ...reportEndpoints,
  ...recordEndpoints,
  ...trainingEndpoints,
  ...videoEndpoints,
  ...supportEndpoints,
  ...emailConfirmationEndpoints,
  ...fhirEndpoints,
  ...accessEventEndpoints,
  ...paperEndpoints,
  ...accountSecurityEndpoints,
  ...accountEndpoints,
} as const satisfies Record<string, AnyEndpoint>;

export type EndpointName = keyof typeof endpoints;
