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
};

export default es;
