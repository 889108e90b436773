/** European Portuguese texts of the FHIR download, key for key with fhir-messages.ts. */
import type { Translation } from '../../lib/i18n/table.ts';
import type { fhirEn } from './fhir-messages.ts';

const pt: Translation<typeof fhirEn> = {
  report: 'Transferir FHIR',
  subject: 'Transferir FHIR: todos os relatórios',
  hint: 'Um ficheiro FHIR R4 para o sistema de registos clínicos do hospital.',
  working: 'A preparar o ficheiro FHIR…',
  saved: 'Guardado: {file}',
};

export default pt;
