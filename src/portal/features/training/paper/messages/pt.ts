import type { Translation } from '../../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  qrAlt: 'Código QR do endereço que verifica este certificado: {url}',
  failed: 'Não foi possível preparar o código QR; o endereço e o código impressos continuam a permitir verificar o certificado.',
};

export default pt;
