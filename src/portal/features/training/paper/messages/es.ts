import type { Translation } from '../../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  qrAlt: 'Código QR de la dirección que comprueba este certificado: {url}',
  failed: 'No se ha podido preparar el código QR; la dirección y el código impresos siguen permitiendo comprobar el certificado.',
};

export default es;
