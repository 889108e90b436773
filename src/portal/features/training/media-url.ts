/** The address of a signed media link, which is relative to the API base of config.json. */
import { runtimeConfig } from '../../lib/config/runtime.ts';

export function mediaUrl(path: string): string {
  return `${runtimeConfig().apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
