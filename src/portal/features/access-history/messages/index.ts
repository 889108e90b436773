/** The access history's messages: English with the code, Spanish as its own chunk. */
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const accessHistoryMessages = defineMessages(en, { es: () => import('./es.ts'), pt: () => import('./pt.ts') });
