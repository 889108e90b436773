import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './refusal-en.ts';

const es: Translation<typeof en> = {
  attemptsLeft: {
    zero: 'Tras demasiados intentos fallidos, el inicio de sesión desde este dispositivo queda en pausa durante un tiempo.',
    one: 'Le queda {count} intento antes de que el inicio de sesión desde este dispositivo quede en pausa durante un tiempo.',
    other: 'Le quedan {count} intentos antes de que el inicio de sesión desde este dispositivo quede en pausa durante un tiempo.',
  },
  paused:
    'Demasiados intentos fallidos: el inicio de sesión desde este dispositivo está en pausa. Espere {wait} antes de volver a intentarlo.',
  countdown: 'Podrá volver a iniciar sesión dentro de {time}.',
  waitOver: 'Ya puede volver a iniciar sesión.',
  passkeyCancelled: 'No se ha usado la llave de acceso: la solicitud se canceló o tardó demasiado. Vuelva a intentarlo o inicie sesión con su correo electrónico y su contraseña.',
  passkeyUnsupported: 'Este navegador no admite llaves de acceso. Inicie sesión con su correo electrónico y su contraseña.',
};

export default es;
