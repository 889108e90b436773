import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  about: {
    title: 'Acerca de',
    intro:
      '{product} permite a los profesionales clínicos y a las instituciones consultar los informes de evaluación de sus sujetos, seguir su evolución en el tiempo y decidir quién puede ver qué dentro de la institución.',
    version: 'Versión',
    versionBuilt: '{version}, generada el {date}',
    configuration: 'Configuración',
    configurationValue: '{version}, del {date}',
    support: 'Soporte',
  },
  home: {
    welcome: 'Le damos la bienvenida',
    welcomeName: 'Le damos la bienvenida, {name}',
    institution: 'Institución',
    workingIn: 'Está trabajando en {institution}.',
    noInstitution: 'Todavía no ha elegido una institución.',
    changeInstitution: 'Cambiar de institución',
    chooseInstitution: 'Elegir una institución',
    help: 'Ayuda',
    helpText: 'Consulte el manual de usuario o envíe una solicitud al soporte desde el menú que aparece bajo su nombre.',
    openManual: 'Abrir el manual de usuario',
    openPage: 'Abrir {page}',
  },
  placeholder: {
    title: 'Todavía no disponible',
    text: '{page} no está disponible en esta versión del portal. Aparecerá aquí en una próxima actualización.',
    home: 'Ir a la página de inicio',
  },
  notFound: {
    title: 'Página no encontrada.',
    text: 'Es posible que la página que busca se haya eliminado.',
    back: 'Volver al sitio web',
  },
  serverError: {
    title: 'Algo ha fallado.',
    text: 'El servidor no ha podido completar la solicitud. Vuelva a intentarlo dentro de unos minutos.',
    back: 'Volver al sitio web',
  },
};

export default es;
