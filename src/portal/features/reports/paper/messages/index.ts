/** The paper and last-opening texts (defineMessages: English here, the others loaded when chosen). */
import { defineMessages } from '../../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const paperMessages = defineMessages(en, { es: () => import('./es.ts'), pt: () => import('./pt.ts') });
