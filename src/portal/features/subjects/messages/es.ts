import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  title: 'Sujetos',
  descriptionInstitution: 'Todos los sujetos de su institución. Abra uno para consultar sus informes de evaluación.',
  descriptionOwn: 'Los sujetos que tiene asignados. Abra uno para consultar sus informes de evaluación.',
  descriptionRecords: 'Todos los sujetos de su institución. Abra uno para ver sus historias clínicas.',
  search: 'Buscar sujetos',
  searchHint: 'Código del sujeto o número de historia de su institución',
  clearSearch: 'Borrar la búsqueda',
  openRecords: 'Historias clínicas de {code}',
  caption: 'Sujetos, ordenados por {column} ({order})',
  ascending: 'ascendente',
  descending: 'descendente',
  sortLabel: 'Ordenar por',
  sortBy: 'Ordenar por {column}',
  columns: {
    subject_code: 'Sujeto',
    reference: 'Número de historia',
    age: 'Edad',
    evaluation_count: 'Evaluaciones',
    latest_evaluation_at: 'Última evaluación',
  },
  never: 'Ninguna todavía',
  portalProvided: 'PP',
  portalProvidedLong: 'Registrado en el portal',
  legend: 'PP: el sujeto se registró aquí, en el portal, con una historia clínica, y no llegó con una evaluación.',
  showing: { one: 'Se muestran {from}–{to} de {count} sujeto', other: 'Se muestran {from}–{to} de {count} sujetos' },
  updating: 'Actualizando la lista…',
  emptyTitle: 'Todavía no hay sujetos',
  emptyText: 'Los sujetos aparecen aquí cuando se evalúan o cuando se registran en el portal con una historia clínica.',
  noMatchTitle: 'Ningún sujeto coincide con «{search}»',
  noMatchText: 'Compruebe el código o busque por el número de historia.',
  forbiddenTitle: 'Los sujetos no están disponibles para su cuenta',
  forbiddenText: 'Sus roles en la institución elegida no incluyen consultar los informes de los sujetos. Si los necesita, consulte al gestor de usuarios de su institución.',
};

export default es;
