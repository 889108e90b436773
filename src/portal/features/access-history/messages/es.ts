import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  title: 'Historial de accesos',
  failed: 'No se ha podido cargar el historial de accesos',
  lead: 'Quién abrió, imprimió o exportó los datos de los sujetos de {institution}, de más reciente a más antiguo. El historial no muestra valores clínicos y no se puede modificar.',
  noAccess: {
    title: 'Solo los gestores de usuarios y el titular consultan el historial de accesos',
    text: 'Pida a un gestor de usuarios de la institución que le indique quién abrió un sujeto.',
  },
  filter: {
    label: 'Código del sujeto',
    hint: 'El código exacto, como en la lista de sujetos',
    clear: 'Todos los sujetos',
    forSubject: 'Se muestra el sujeto {code}',
    action: 'Acción',
    allActions: 'Todas las acciones',
    forPerson: 'Se muestran los accesos de {name}',
    everyone: 'Todas las personas',
    onlyPerson: 'Solo los accesos de {name}',
  },
  caption: 'Accesos, de más reciente a más antiguo',
  columns: {
    when: 'Cuándo',
    who: 'Quién',
    what: 'Qué',
    subject: 'Sujeto',
    institution: 'Institución',
  },
  actions: {
    report_read: 'Abrió un informe',
    longitudinal_read: 'Abrió una comparación en el tiempo',
    record_read: 'Abrió un registro médico',
    records_listed: 'Listó los registros médicos',
    printed: 'Imprimió',
    exported: 'Exportó en FHIR',
  },
  events: {
    report_read: 'Abrió {what}',
    longitudinal_read: 'Comparó las evaluaciones del sujeto en el tiempo',
    record_read: 'Abrió la historia clínica del sujeto',
    records_listed: 'Consultó la lista de historias clínicas',
    printed: 'Imprimió {what}',
    exported: 'Exportó a FHIR {what}',
  },
  what: {
    report: 'el informe del {date}',
    reportGone: 'un informe que ya no está en el portal',
    certificate: 'el certificado de {name}',
    certificateGone: 'un certificado',
    subjectReport: 'el informe del sujeto del {date}',
    subjectReports: 'los informes del sujeto del {dates}',
    subjectManyReports: 'los {count} informes del sujeto',
    subjectReportsGone: 'informes del sujeto que ya no están en el portal',
    subjectNoReports: 'el sujeto, sin informes',
  },
  details: {
    version: 'versión {version}',
    copies: '{count} copias',
  },
  empty: {
    title: 'No hay accesos registrados',
    text: 'Nadie ha abierto, impreso ni exportado estos datos todavía. Elija otro sujeto o todos los sujetos.',
  },
  csv: {
    button: 'Descargar CSV',
    working: 'Preparando el archivo CSV',
    failed: 'No se ha podido preparar el archivo CSV. Inténtelo de nuevo.',
    done: 'Archivo CSV listo: {count} accesos',
    cut: 'Archivo CSV listo con los {count} accesos más recientes de {total}, su límite. Elija una persona o una acción para descargar los demás.',
    file: 'historial-de-accesos',
  },
};

export default es;
