/** The Certificates page with one certificate open (its id in the query, so Back and reload keep it). */
import { paths } from '../../domain/paths.ts';

export function certificateHref(id: number): string {
  return `${paths.certificates()}?id=${encodeURIComponent(String(id))}`;
}
