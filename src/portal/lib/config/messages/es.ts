/** Los textos en español de la pantalla de configuración incorrecta (en.ts, clave por clave). */
import type { Translation } from '../../i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  title: 'El portal no está bien configurado',
  lead: 'El portal no puede iniciarse porque su archivo de configuración, config.json, tiene un problema:',
  note: 'Si usted usa el portal, comuníquelo al equipo informático de su hospital. Si usted administra este portal, corrija config.json junto a index.html y vuelva a cargar la página.',
  problem: {
    notObject: 'config.json debe contener un objeto JSON.',
    unreachable: 'No se ha podido obtener {url}. Compruebe que el servidor web está accesible.',
    status: '{url} ha respondido {status}. Puede que falte el archivo.',
    notJson: '{url} no es un JSON válido.',
    apiBase: '"apiBase" debe ser una ruta que empiece por "/" o una dirección http(s) completa.',
    defaultLanguage: '"defaultLanguage" debe ser uno de {languages}, o no figurar.',
    sessionMinutes: '"sessionMinutes" debe ser un número entero de minutos entre 1 y 1440.',
    productName: '"productName" debe ser un texto no vacío.',
    supportEmail: '"supportEmail" debe ser una dirección de correo electrónico.',
  },
};

export default es;
