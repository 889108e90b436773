/**
 * Checks a request's body and query against its endpoint's schemas (src/contract/schemas/): every
 * issue at once, answered as 400 with the issues in `data.fields` and in words in `message`.
 */
import { checkRequestOf } from '../../contract/conformance.ts';
import type { EndpointName } from '../../contract/endpoints.ts';
import { fieldsRefused } from '../core/api-error.ts';

/** The checked body (undefined for an endpoint without one) and query of a request. */
export function checkRequest(name: EndpointName, body: unknown, search: URLSearchParams): { body: unknown; query: Record<string, unknown> } {
  const checked = checkRequestOf(name, body, search);
  if (checked.issues.length) throw fieldsRefused(checked.issues);
  return checked;
}
