/**
 * The language of the report on screen, for everything inside it: a report (or a comparison)
 * asked for in Spanish is labelled in Spanish, on screen and on paper, whatever the portal's
 * language. Outside a report the portal's language applies.
 */
import { createContext, useContext } from 'react';
import { useLanguage, useTIn } from '../../lib/i18n/use-t.ts';
import { localeOf } from '../../lib/i18n/languages.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import type { Language } from '../../../contract/report-types.ts';
import { reportsMessages } from './messages/index.ts';
import type { en } from './messages/en.ts';

export const ReportLanguageContext = createContext<Language | null>(null);

/** The reports' texts and locale in the language of the report around the caller. */
export function useReportTexts(): { t: Translate<typeof en>; locale: string } {
  const portal = useLanguage();
  const language = useContext(ReportLanguageContext) ?? portal;
  return { t: useTIn(reportsMessages, language), locale: localeOf[language] };
}
