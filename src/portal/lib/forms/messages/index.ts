/**
 * The texts forms share: English with the forms, each other language loaded when chosen
 * (formMessages); the sentences of field issues, which only a refused form shows, loaded on first
 * use (issueMessages).
 */
import { defineLazyMessages, defineMessages } from '../../i18n/messages.ts';
import { en } from './en.ts';
import type issuesEn from './issues-en.ts';

export const formMessages = defineMessages(en, { es: () => import('./es.ts'), pt: () => import('./pt.ts') });

export const issueMessages = defineLazyMessages<typeof issuesEn>({
  en: () => import('./issues-en.ts'),
  es: () => import('./issues-es.ts'), pt: () => import('./issues-pt.ts'),
});
