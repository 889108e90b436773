import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  title: 'Utentes',
  descriptionInstitution: 'Todos os utentes da sua instituição. Abra um para consultar os respetivos relatórios de avaliação.',
  descriptionOwn: 'Os utentes que lhe estão atribuídos. Abra um para consultar os respetivos relatórios de avaliação.',
  descriptionRecords: 'Todos os utentes da sua instituição. Abra um para ver os respetivos registos clínicos.',
  search: 'Pesquisar utentes',
  searchHint: 'Código do utente ou número de processo da sua instituição',
  clearSearch: 'Limpar a pesquisa',
  openRecords: 'Registos clínicos de {code}',
  caption: 'Utentes, ordenados por {column} ({order})',
  ascending: 'crescente',
  descending: 'decrescente',
  sortLabel: 'Ordenar por',
  sortBy: 'Ordenar por {column}',
  columns: {
    subject_code: 'Utente',
    reference: 'Número de processo',
    age: 'Idade',
    evaluation_count: 'Avaliações',
    latest_evaluation_at: 'Última avaliação',
  },
  never: 'Ainda nenhuma',
  portalProvided: 'PP',
  portalProvidedLong: 'Registado no portal',
  legend: 'PP: o utente foi registado aqui, no portal, com um registo clínico, e não chegou com uma avaliação.',
  showing: { one: 'A mostrar {from}–{to} de {count} utente', other: 'A mostrar {from}–{to} de {count} utentes' },
  updating: 'A atualizar a lista…',
  emptyTitle: 'Ainda não há utentes',
  emptyText: 'Os utentes aparecem aqui quando são avaliados ou quando são registados no portal com um registo clínico.',
  noMatchTitle: 'Nenhum utente corresponde a «{search}»',
  noMatchText: 'Verifique o código ou pesquise pelo número de processo.',
  forbiddenTitle: 'Os utentes não estão disponíveis para a sua conta',
  forbiddenText: 'As suas funções na instituição escolhida não incluem a consulta dos relatórios dos utentes. Se precisar, peça ao gestor de utilizadores da sua instituição.',
};

export default pt;
