/**
 * Every endpoint's schemas by endpoint name: the server checks bodies and queries with them, the
 * tests check answers with them and docs/api.md is written from them. Never imported by the
 * portal's code (only its types are), so the bundle carries none of it.
 */
import type { EndpointName } from './endpoints.ts';
import type { EndpointSchemas } from './endpoints/define.ts';
import { accountSchemas, accountSecuritySchemas, authSchemas, emailConfirmationSchemas } from './schemas/auth.ts';
import { recordSchemas } from './schemas/records.ts';
import { reportSchemas } from './schemas/reports.ts';
import { supportSchemas } from './schemas/support.ts';
import { trainingSchemas } from './schemas/training.ts';
import { userSchemas } from './schemas/users.ts';
import { videoSchemas } from './schemas/videos.ts';
import { fhirSchemas } from './schemas/fhir.ts';
import { accessEventSchemas, paperSchemas } from './schemas/access-events.ts';

export const schemas = {
  ...authSchemas,
  ...emailConfirmationSchemas,
  ...accountSecuritySchemas,
  ...accountSchemas,
  ...userSchemas,
  ...reportSchemas,
  ...recordSchemas,
  ...trainingSchemas,
  ...videoSchemas,
  ...supportSchemas,
  ...fhirSchemas,
  ...accessEventSchemas,
  ...paperSchemas,
} as const satisfies Record<EndpointName, EndpointSchemas>;
