import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  title: 'Pedido de apoio',
  reason: 'Motivo',
  chooseReason: 'Escolha um motivo',
  user: 'Utilizador',
  description: 'Descrição',
  close: 'Fechar',
  send: 'Enviar',
  reasons: {
    'Report Generation': 'Geração de relatórios',
    'Report Interpretation': 'Interpretação de relatórios',
    'User Management': 'Gestão de utilizadores',
    'Demo Evaluations': 'Avaliações de demonstração',
    'Evaluator Training': 'Formação de avaliadores',
    'Evaluator Exam': 'Exame de avaliador',
    'Technical Issue': 'Problema técnico',
    Other: 'Outro',
  },
  prefill: 'Olá, gostaria de obter ajuda para interpretar o relatório de {id}. Agradeço desde já.',
  discardQuestion: 'Fechar e descartar a descrição que escreveu?',
  discard: 'Descartar a descrição',
  evaluationHelp:
    'Escreva qualquer informação que possa ajudar a nossa equipa a interpretar este relatório. Não inclua dados pessoais que permitam identificar qualquer pessoa.',
  limit: 'Pode enviar até {count} pedidos por hora.',
  tooMany: 'Enviou muitos pedidos na última hora. Poderá enviar este a partir de {time}; o que escreveu fica guardado aqui.',
};

export default pt;
