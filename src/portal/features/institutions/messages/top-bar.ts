/** The top bar's words about the chosen institution: English with the code, Spanish as its own chunk. */
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './top-bar-en.ts';

export const currentInstitutionMessages = defineMessages(en, { es: () => import('./top-bar-es.ts') });
