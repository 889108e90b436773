import type { Translation } from '../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  sessionWarning: {
    label: 'Fin de la sesión',
    minutesLeft: {
      one: 'Su sesión termina en 1 minuto. Vuelva a iniciar sesión para seguir trabajando; no perderá nada de lo que ha escrito.',
      other:
        'Su sesión termina en {count} minutos. Vuelva a iniciar sesión para seguir trabajando; no perderá nada de lo que ha escrito.',
    },
    signInAgain: 'Volver a iniciar sesión',
    dialogTitle: 'Volver a iniciar sesión',
    signedInAs: 'Ha iniciado sesión como {email}. Introduzca su contraseña para continuar otros {minutes} minutos.',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    cancel: 'Cancelar',
    wrongPassword: 'La contraseña no es correcta.',
    paused: 'Demasiados intentos. Espere {wait} antes de volver a intentarlo.',
    pausedNoTime: 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
    failed: 'No se ha podido volver a iniciar sesión. Compruebe su conexión e inténtelo de nuevo.',
    otherAccount: 'Este inicio de sesión corresponde a otra cuenta. Cierre la sesión y vuelva a iniciarla.',
    renewed: 'Ha vuelto a iniciar sesión.',
  },
  signedOutElsewhere: 'Ha cerrado la sesión en otra pestaña, así que también se ha cerrado en esta.',
};

export default es;
