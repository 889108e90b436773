/**
 * The texts shown when the portal cannot download more of itself (spec §8: 'Loading chunk
 * failed'): a page, or on the sign-in screen what explains a refusal. They must not need a
 * download, so they travel with the first screen in every language: the one place where a
 * translation rides along unasked, a few dozen bytes.
 */
import type { Language } from './languages.ts';

export const offlineTexts: Record<Language, { title: string; body: string; retry: string }> = {
  en: {
    title: 'Loading chunk failed',
    body: 'This part of the portal could not be downloaded. Check your connection and try again.',
    retry: 'Try again',
  },
  es: {
    title: 'No se ha podido cargar una parte del portal',
    body: 'No se ha podido descargar esta parte del portal. Compruebe su conexión e inténtelo de nuevo.',
    retry: 'Reintentar',
  },
  pt: {
    title: 'Não foi possível carregar uma parte do portal',
    body: 'Não foi possível transferir esta parte do portal. Verifique a sua ligação e tente novamente.',
    retry: 'Tentar novamente',
  },
};
