import type { Translation } from '../../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  paper: {
    label: 'Verificación de este informe impreso',
    qrAlt: 'Código QR de la dirección que comprueba este informe: {url}',
    check: 'Quien tenga este papel puede comprobarlo en {url}',
    code: 'Código de verificación',
    fingerprint: 'Huella (SHA-256)',
    loading: 'Preparando el código de verificación',
    failed: 'No se ha podido preparar el código de verificación; si imprime ahora, el papel no lo llevará.',
  },
  lastOpened: {
    label: 'Última apertura',
    line: 'Informes abiertos por última vez el {date} por {name}',
    printed: 'Impreso por última vez el {date} por {name}',
    never: 'Nadie ha abierto todavía los informes de este sujeto',
    history: 'Historial de accesos',
  },
};

export default es;
