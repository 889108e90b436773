import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './second-step-en.ts';

const es: Translation<typeof en> = {
  title: 'Confirme que es usted',
  leadTotp: 'La contraseña es correcta. Introduzca el código de 6 cifras de su aplicación de autenticación.',
  leadRecovery: 'Introduzca uno de los códigos de recuperación que guardó al configurar su segundo factor. Cada código sirve una sola vez.',
  leadPasskey: 'La contraseña es correcta. Ahora use su llave de acceso: el navegador o el teléfono le pedirán que confirme que es usted.',
  passkey: 'Usar mi llave de acceso',
  usePasskey: 'Usar una llave de acceso',
  wrongPasskey: 'No se ha aceptado esa llave de acceso. Vuelva a intentarlo o use otra forma.',
  passkeyCancelled: 'No se ha usado la llave de acceso: la solicitud se canceló o tardó demasiado. Vuelva a intentarlo o use otra forma.',
  passkeyUnsupported: 'Este navegador no admite llaves de acceso. Use otra forma u otro navegador.',
  totpLabel: 'Código de su aplicación de autenticación',
  recoveryLabel: 'Código de recuperación',
  submit: 'Continuar',
  useRecovery: 'Usar un código de recuperación',
  useTotp: 'Usar un código de la aplicación',
  empty: 'Introduzca primero el código.',
  wrongTotp: 'Ese código no es correcto. Los códigos cambian cada 30 segundos: pruebe con el que se muestra ahora.',
  wrongRecovery: 'Ese código de recuperación no es correcto o ya se ha utilizado.',
  paused: 'Demasiados códigos incorrectos: el inicio de sesión está en pausa. Espere {wait} antes de volver a intentarlo.',
  backToSignIn: 'Volver al inicio de sesión',
};

export default es;
