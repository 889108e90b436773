/** The second step's messages: English with its page, the others loaded when chosen. */
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './second-step-en.ts';

export const secondStepMessages = defineMessages(en, { es: () => import('./second-step-es.ts'), pt: () => import('./second-step-pt.ts') });
