/** The form refusal sentences: English with the forms, Spanish as its own chunk. */
import { defineMessages } from '../../i18n/messages.ts';
import { en } from './en.ts';

export const formMessages = defineMessages(en, { es: () => import('./es.ts') });
