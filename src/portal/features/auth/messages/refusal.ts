/** A refused sign-in's messages: loaded with the refusal, the others loaded when chosen. */
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './refusal-en.ts';

export const refusalMessages = defineMessages(en, { es: () => import('./refusal-es.ts'), pt: () => import('./refusal-pt.ts') });
