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
};

export default es;
