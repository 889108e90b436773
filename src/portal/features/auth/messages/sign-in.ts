/** The sign-in page's messages: English with the form, the others loaded when chosen. */
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './sign-in-en.ts';

export const signInMessages = defineMessages(en, { es: () => import('./sign-in-es.ts'), pt: () => import('./sign-in-pt.ts') });
