import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  roles: {
    title: 'Funções dos utilizadores',
    lead: 'As funções são atribuídas em cada instituição pelos respetivos gestores de utilizadores. As suas funções na instituição escolhida estão assinaladas.',
    empty: {
      title: 'Ainda não há funções definidas',
      text: 'As funções aparecem aqui depois de o portal ser configurado para a sua instituição. Se a lista continuar vazia, contacte o apoio.',
    },
    caption: 'Funções do portal',
    role: 'Função',
    allows: 'O que permite',
    yours: 'A sua função',
    held: 'Tem esta função',
  },
  role: {
    clinician: {
      label: 'Clínico',
      description: 'Consulta os relatórios das avaliações que requisitou.',
    },
    institutional_clinician: {
      label: 'Clínico da instituição',
      description: 'Consulta os utentes e os relatórios de toda a instituição, incluindo os relatórios longitudinais.',
    },
    evaluator: {
      label: 'Avaliador',
      description: 'Realiza avaliações e tem acesso à formação de avaliadores, ao exame e aos certificados.',
    },
    medical_record_entry: {
      label: 'Registo de dados clínicos',
      description: 'Introduz registos clínicos e consulta a lista de utentes da instituição.',
    },
    user_manager: {
      label: 'Gestão de utilizadores',
      description: 'Gere os utilizadores da instituição: adiciona-os, associa-os e desassocia-os e define as respetivas funções.',
    },
  },
};

export default pt;
