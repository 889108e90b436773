/**
 * What the portal's client needs from start-up: the API's base URL, the central failure handler
 * and the words of the central notices, set once by main.tsx and read by the client (api.ts).
 */
import type { ApiFailure, Notices } from './resolve.ts';

export interface ApiSettings {
  apiBase: string;
  onFailure: (failure: ApiFailure) => void;
  notices?: Notices;
}

let settings: ApiSettings = { apiBase: '/api/', onFailure: () => {} };

/** Sets the base URL, the central failure handler and the notices' words (once, by main.tsx). */
export function configureApi(options: ApiSettings): void {
  settings = { ...options };
}

/** The settings in force. */
export function apiSettings(): ApiSettings {
  return settings;
}
