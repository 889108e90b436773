import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  about: {
    title: 'Acerca de',
    intro:
      '{product} permite aos clínicos e às instituições consultar os relatórios de avaliação dos seus utentes, acompanhar a sua evolução ao longo do tempo e gerir quem, na instituição, pode ver o quê.',
    version: 'Versão',
    versionBuilt: '{version}, compilada em {date}',
    configuration: 'Configuração',
    configurationValue: '{version}, de {date}',
    support: 'Apoio',
  },
  home: {
    welcome: 'Boas-vindas',
    welcomeName: 'Boas-vindas, {name}',
    institution: 'Instituição',
    workingIn: 'Está a trabalhar em {institution}.',
    noInstitution: 'Ainda não escolheu uma instituição.',
    changeInstitution: 'Mudar de instituição',
    chooseInstitution: 'Escolher uma instituição',
    help: 'Ajuda',
    helpText: 'Leia o manual do utilizador ou envie um pedido de apoio a partir do menu com o seu nome.',
    openManual: 'Abrir o manual do utilizador',
    openPage: 'Abrir {page}',
  },
  placeholder: {
    title: 'Ainda não disponível',
    text: '{page} não está disponível nesta versão do portal. Ficará disponível aqui numa próxima atualização.',
    home: 'Ir para a página inicial',
  },
  notFound: {
    title: 'Página não encontrada.',
    text: 'A página que procura pode ter sido removida.',
    back: 'Voltar ao site',
  },
  serverError: {
    title: 'Ocorreu um erro.',
    text: 'O servidor não conseguiu concluir o pedido. Tente novamente dentro de alguns minutos.',
    back: 'Voltar ao site',
  },
};

export default pt;
