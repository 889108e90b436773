/** The checked runtime configuration, set once by main.tsx before the first render. */
import { sessionMinutes } from '../../../contract/constants.ts';
import type { PortalConfig } from './config.ts';

let current: PortalConfig = {
  apiBase: '/api/',
  sessionMinutes,
  productName: 'Evaluation Report Portal',
  supportEmail: 'support@example.org',
};

/** Installs the configuration read from config.json. */
export function setRuntimeConfig(config: PortalConfig): void {
  current = config;
}

/** The configuration in force. */
export function runtimeConfig(): PortalConfig {
  return current;
}
