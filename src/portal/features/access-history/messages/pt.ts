import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  title: 'Histórico de acessos',
  failed: 'Não foi possível carregar o histórico de acessos',
  lead: 'Quem abriu, imprimiu ou exportou os dados dos utentes de {institution}, do mais recente para o mais antigo. O histórico não mostra valores clínicos e não pode ser alterado.',
  noAccess: {
    title: 'Só os gestores de utilizadores e o proprietário consultam o histórico de acessos',
    text: 'Se precisar de saber quem abriu os dados de um utente, peça a um gestor de utilizadores da instituição.',
  },
  filter: {
    label: 'Código do utente',
    hint: 'O código exato, tal como na lista de utentes',
    clear: 'Todos os utentes',
    forSubject: 'A mostrar o utente {code}',
    action: 'Ação',
    allActions: 'Todas as ações',
    forPerson: 'A mostrar os acessos de {name}',
    everyone: 'Todas as pessoas',
    onlyPerson: 'Só os acessos de {name}',
  },
  caption: 'Acessos, do mais recente para o mais antigo',
  columns: {
    when: 'Quando',
    who: 'Quem',
    what: 'O quê',
    subject: 'Utente',
    institution: 'Instituição',
  },
  actions: {
    report_read: 'Abriu um relatório',
    longitudinal_read: 'Abriu uma comparação ao longo do tempo',
    record_read: 'Abriu um registo clínico',
    records_listed: 'Listou os registos clínicos',
    printed: 'Imprimiu',
    exported: 'Exportou em FHIR',
  },
  events: {
    report_read: 'Abriu {what}',
    longitudinal_read: 'Comparou as avaliações do utente ao longo do tempo',
    record_read: 'Abriu o registo clínico do utente',
    records_listed: 'Consultou a lista de registos clínicos',
    printed: 'Imprimiu {what}',
    exported: 'Exportou para FHIR {what}',
  },
  what: {
    report: 'o relatório de {date}',
    reportGone: 'um relatório que já não está no portal',
    certificate: 'o certificado de {name}',
    certificateGone: 'um certificado',
    subjectReport: 'o relatório do utente de {date}',
    subjectReports: 'os relatórios do utente de {dates}',
    subjectManyReports: 'os {count} relatórios do utente',
    subjectReportsGone: 'relatórios do utente que já não estão no portal',
    subjectNoReports: 'o utente, sem relatórios',
  },
  details: {
    version: 'versão {version}',
    copies: '{count} cópias',
  },
  empty: {
    title: 'Nenhum acesso registado',
    text: 'Ainda ninguém abriu, imprimiu ou exportou estes dados. Escolha outro utente ou todos os utentes.',
  },
  csv: {
    button: 'Transferir CSV',
    working: 'A preparar o ficheiro CSV',
    failed: 'Não foi possível preparar o ficheiro CSV. Tente novamente.',
    done: 'Ficheiro CSV pronto. Acessos: {count}',
    cut: 'Ficheiro CSV pronto com os {count} acessos mais recentes de {total}, o limite permitido. Escolha uma pessoa ou uma ação para transferir os restantes.',
    file: 'historico-de-acessos',
  },
};

export default pt;
