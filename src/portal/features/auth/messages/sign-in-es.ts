import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './sign-in-en.ts';

const es: Translation<typeof en> = {
  title: 'Iniciar sesión',
  lead: 'Introduzca el correo electrónico y la contraseña de su cuenta del portal.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  passkey: 'Usar una llave de acceso',
  forgotPassword: '¿Ha olvidado su contraseña?',
  signUp: 'Crear una cuenta',
  endedTitle: 'Su sesión ha terminado',
  endedText: 'Por seguridad, el portal cerró su sesión cuando esta terminó. Vuelva a iniciar sesión para continuar donde estaba.',
  language: 'Idioma',
};

export default es;
