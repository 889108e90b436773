import type { Translation } from '../../i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  passwordsDiffer: 'As duas palavras-passe não coincidem',
  draftRestored: 'O que escreveu antes de a sua sessão terminar foi reposto.',
};

export default pt;
