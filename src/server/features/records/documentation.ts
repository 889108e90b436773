/**
 * POST extras/doc/0?lang=: the user manual in the asked language (the source language by default),
 * as structured data the portal renders with its own elements (issue 11). Open to any signed-in
 * user. One manual per language of the product: a language without one is a type error here.
 */
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import type { Language } from '../../../contract/languages.ts';
import type { UserManual } from '../../../contract/types.ts';
import { handler } from '../../http/handler.ts';
import { manualEn } from './manual/manual-en.ts';
import { manualEs } from './manual/manual-es.ts';
import { manualPt } from './manual/manual-pt.ts';

const manuals: Readonly<Record<Language, UserManual>> = { en: manualEn, es: manualEs, pt: manualPt };

export const getDocumentation = handler(recordEndpoints.getDocumentation, async ({ query }) => manuals[query.lang]);
