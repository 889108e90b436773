/** Reading request headers the same way everywhere. */
import type { IncomingHttpHeaders } from 'node:http';

/**
 * One header's value, or undefined when absent or repeated. (A request that repeats a credential
 * header is refused before any handler runs: http/api.ts.)
 */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}
