import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  title: 'Mi cuenta',
  details: {
    heading: 'Sus datos',
    email: 'Correo electrónico',
    emailHint: 'Su correo electrónico es su nombre de usuario para iniciar sesión y no se puede cambiar aquí.',
    name: 'Nombre',
    lastname: 'Apellidos',
    company: 'Organización',
    save: 'Guardar cambios',
  },
  password: {
    heading: 'Contraseña',
    current: 'Contraseña actual',
    next: 'Nueva contraseña',
    hint: { one: 'Al menos {count} carácter.', other: 'Al menos {count} caracteres.' },
    submit: 'Cambiar contraseña',
  },
  sessions: {
    heading: 'Dónde ha iniciado sesión',
    intro: 'Si ve una sesión que no reconoce, ciérrela y cambie su contraseña.',
    device: '{browser} en {system}',
    unknownBrowser: 'Un navegador',
    unknownSystem: 'un sistema desconocido',
    current: 'Este navegador',
    started: 'Inicio de sesión: {date}',
    lastUsed: 'Último uso: {date}',
    from: 'Desde {address}',
    signOut: 'Cerrar sesión',
    signOutNamed: 'Cerrar la sesión de {device}',
    signOutOf: ' de {device}',
    signOutOthers: 'Cerrar todas las demás sesiones',
    onlyThis: 'Solo ha iniciado sesión aquí.',
    confirmTitleAll: 'Cerrar todas las demás sesiones',
    confirmText: 'Escriba su contraseña para confirmar que es usted.',
    password: 'Contraseña',
    cancel: 'Cancelar',
    confirmOne: 'Cerrar esa sesión',
    confirmAll: 'Cerrar las demás',
    ended: { one: 'Se ha cerrado 1 sesión.', other: 'Se han cerrado {count} sesiones.' },
    endedNone: 'Esa sesión ya había terminado.',
    wrongPassword: 'La contraseña no es correcta.',
    paused: 'Demasiados intentos. Espere {wait} antes de volver a intentarlo.',
  },
};

export default es;
