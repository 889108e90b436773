/**
 * Whether an exchange keeps to the contract: a request's body and query, a successful answer's
 * data and a failure's data, checked against the endpoint's schemas. The server checks its own answers with it outside
 * production, and the portal's tests check the answers their fake API gives.
 */
import { endpointIndex } from './endpoint-index.ts';
import { endpoints, type EndpointName } from './endpoints.ts';
import type { EndpointSchemas } from './endpoints/define.ts';
import { parseQuery } from './query-schema.ts';
import type { FieldIssue } from './schema.ts';
import { schemas } from './schemas.ts';
import { everyEndpointErrors } from './schemas/errors.ts';

/** The contract's endpoints by path, built once: the server routes by it, the tests check by it. */
export const contractIndex = endpointIndex<EndpointName>(endpoints);

/** The endpoint a request goes to (path relative to apiBase, no query), or null. */
export function findEndpoint(method: string, path: string): EndpointName | null {
  return contractIndex.find(method, path)?.name ?? null;
}

/** What is wrong with a request's body and query; the checked values when nothing is. */
export function checkRequestOf(
  name: EndpointName,
  body: unknown,
  search: URLSearchParams,
): { issues: FieldIssue[]; body: unknown; query: Record<string, unknown> } {
  const declared: EndpointSchemas = schemas[name];
  const issues: FieldIssue[] = [];
  // An endpoint that takes no body ignores one (the portal posts most calls without a body).
  const checked = declared.body ? declared.body.check(body, '', issues) : undefined;
  const query = parseQuery(declared.query ?? {}, search);
  issues.push(...query.issues);
  return { issues, body: checked, query: query.values };
}

/** What is wrong with the `data` of a successful answer of endpoint `name`. */
export function answerIssues(name: EndpointName, data: unknown): FieldIssue[] {
  const declared: EndpointSchemas = schemas[name];
  if (declared.data === null) return data === undefined ? [] : [{ field: 'data', code: 'unknown_field' }];
  const issues: FieldIssue[] = [];
  declared.data.check(data, 'data', issues);
  return issues;
}

/**
 * What is wrong with the `data` of a failure answer of endpoint `name` with `status`: a failure may
 * carry none (a 400 before any field is checked); data it carries keeps to the schema the endpoint
 * declares for that status (or to the 400 field issues every endpoint may answer), and a failure of
 * a status with none declared carries no data.
 */
export function failureIssues(name: EndpointName, status: number, data: unknown): FieldIssue[] {
  if (data === undefined) return [];
  const declared: EndpointSchemas = schemas[name];
  const errors: Readonly<Record<number, EndpointSchemas['data']>> = { ...everyEndpointErrors, ...declared.errors };
  const schema = errors[status];
  if (!schema) return [{ field: 'data', code: 'unknown_field' }];
  const issues: FieldIssue[] = [];
  schema.check(data, 'data', issues);
  return issues;
}
