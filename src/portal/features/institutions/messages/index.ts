/** The Institutions page's messages (defineMessages: English here, the others loaded when chosen). */
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const institutionsMessages = defineMessages(en, { es: () => import('./es.ts'), pt: () => import('./pt.ts') });
