import type { Translation } from '../../i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  passwordsDiffer: 'Las dos contraseñas no coinciden',
  draftRestored: 'Se ha recuperado lo que había escrito antes de que terminara su sesión.',
};

export default es;
