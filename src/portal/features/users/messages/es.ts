import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  roles: {
    title: 'Roles de usuario',
    lead: 'Los gestores de usuarios de cada institución asignan los roles. Sus roles en la institución elegida aparecen marcados.',
    empty: {
      title: 'Todavía no hay roles definidos',
      text: 'Los roles aparecerán aquí cuando el portal esté configurado para su institución. Si la lista sigue vacía, póngase en contacto con soporte.',
    },
    caption: 'Roles del portal',
    role: 'Rol',
    allows: 'Qué permite',
    yours: 'Su rol',
    held: 'Usted tiene este rol',
  },
  role: {
    clinician: {
      label: 'Personal clínico',
      description: 'Consulta los informes de las evaluaciones que ha solicitado.',
    },
    institutional_clinician: {
      label: 'Personal clínico de la institución',
      description: 'Consulta los sujetos y los informes de toda la institución, incluidos los informes longitudinales.',
    },
    evaluator: {
      label: 'Personal evaluador',
      description: 'Realiza evaluaciones y tiene acceso a la formación de evaluadores, al examen y a los certificados.',
    },
    medical_record_entry: {
      label: 'Introducción de registros médicos',
      description: 'Introduce registros médicos y consulta los sujetos de la institución.',
    },
    user_manager: {
      label: 'Gestión de usuarios',
      description: 'Gestiona los usuarios de la institución: los añade, los vincula y desvincula, y define sus roles.',
    },
  },
};

export default es;
