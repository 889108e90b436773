/**
 * POST extras/doc/0?lang=en|es: the user manual in the asked language (English by default), as
 * structured data the portal renders with its own elements (issue 11). Open to any signed-in user.
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { serverReason } from '../../../contract/messages.ts';
import { ApiError } from '../../core/api-error.ts';
import { handler } from '../../http/handler.ts';
import { manualEn } from './manual/manual-en.ts';
import { manualEs } from './manual/manual-es.ts';

const manuals = { en: manualEn, es: manualEs } as const;

export const getDocumentation = handler(recordEndpoints.getDocumentation, async ({ query }) => {
  const language = query.lang ?? 'en';
  if (language !== 'en' && language !== 'es') {
    throw new ApiError(400, serverReason.unsupportedLanguage, { data: { fields: [{ field: 'lang', code: 'one_of' }] } });
  }
  return manuals[language];
});
