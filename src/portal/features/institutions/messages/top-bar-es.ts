import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './top-bar-en.ts';

const es: Translation<typeof en> = {
  current: 'Institución',
  none: 'Ninguna institución elegida',
  switchHint: ', cambiar de institución',
  chooseHint: ', elegir una institución',
};

export default es;
