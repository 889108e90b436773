/** The paper and last-opening texts: English with the code, Spanish as its own chunk. */
import { defineMessages } from '../../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const paperMessages = defineMessages(en, { es: () => import('./es.ts'), pt: () => import('./pt.ts') });
