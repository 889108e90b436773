/**
 * The auth pages' messages beyond sign-in: English with the pages that use them, each other
 * language loaded when chosen. The sign-in page's own texts are a set of their own (sign-in.ts),
 * and a refused sign-in's texts another (refusal.ts).
 */
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const authMessages = defineMessages(en, { es: () => import('./es.ts'), pt: () => import('./pt.ts') });
