/** Reading request headers the same way everywhere. */
import type { IncomingHttpHeaders } from 'node:http';

/** One header's value, or undefined when absent or repeated (a repeated auth header is suspect). */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}
