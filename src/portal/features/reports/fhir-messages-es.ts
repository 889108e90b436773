/** Spanish texts of the FHIR download, key for key with fhir-messages.ts. */
import type { Translation } from '../../lib/i18n/table.ts';
import type { fhirEn } from './fhir-messages.ts';

const es: Translation<typeof fhirEn> = {
  report: 'Descargar FHIR',
  subject: 'Descargar FHIR: todos los informes',
  hint: 'Un archivo FHIR R4 para el sistema de historias clínicas del hospital.',
  working: 'Preparando el archivo FHIR…',
  saved: 'Guardado: {file}',
};

export default es;
