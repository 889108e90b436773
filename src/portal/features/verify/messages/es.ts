import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  title: 'Comprobar un documento impreso',
  lead: 'Esta página indica para qué se emitió el código impreso en un informe o un certificado, y si sigue vigente. No muestra ningún valor clínico.',
  code: 'Código {code}',
  loading: 'Comprobando el código',
  failed: 'No se ha podido comprobar el código. Inténtelo de nuevo.',
  notFound: 'Ningún informe ni certificado impreso lleva este código. Compruebe que está escrito como en el papel.',
  report: {
    heading: 'Informe de evaluación',
    current: 'Esta es la versión más reciente del informe.',
    superseded: 'Existe una versión más reciente de este informe (versión {latest}): la versión impresa {version} ha quedado sustituida.',
    institution: 'Institución',
    evaluated: 'Fecha de la evaluación',
    version: 'Versión impresa',
    issued: 'Código emitido',
    fingerprint: 'Huella del informe impreso (SHA-256)',
    compare: 'Compárela con la huella impresa en el papel: si no coinciden, el papel no muestra lo que se emitió.',
  },
  certificate: {
    heading: 'Certificado de formación de evaluador',
    valid: 'Este certificado es válido.',
    holder: 'Titular',
    institution: 'Institución',
    issued: 'Fecha de emisión',
    status: 'Estado',
    statusValid: 'Válido',
  },
};

export default es;
