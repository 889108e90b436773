/** The processed-video panel's messages (defineMessages: English here, the others loaded when chosen). */
import { defineMessages } from '../../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const videoMessages = defineMessages(en, { es: () => import('./es.ts'), pt: () => import('./pt.ts') });
