import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  title: 'Instituições',
  chooseFirst: 'Escolha a instituição em que pretende trabalhar.',
  chooseToContinue:
    'Ainda não escolheu nenhuma instituição. Escolha aquela em que pretende trabalhar e seguirá para a página que abriu.',
  secondFactorFirst: '{name} pede aos seus membros que iniciem sessão com um segundo fator. Adicione aqui uma chave de acesso ou uma aplicação de autenticação e volte a escolher {name}.',
  chosenForYou: '{name} é a sua única instituição, por isso já está aberta. Em Instituições, no menu, pode mudar quando tiver mais.',
  opening: 'A abrir {name}…',
  list: 'As suas instituições',
  empty: {
    title: 'Ainda não pertence a nenhuma instituição',
    text: 'Peça ao gestor de utilizadores da sua instituição que lhe envie um convite. O convite aparecerá nesta página para que o aceite, e as suas instituições passarão a constar aqui.',
    invitedText: 'Aceite um dos convites acima para se juntar a essa instituição: passará então a constar aqui.',
  },
  invitations: {
    title: 'Convites',
    lead: 'Recebeu convites para se juntar a estas instituições. Só se torna membro se aceitar.',
    from: 'Convite de {by}, em {date}',
    accept: 'Aceitar',
    acceptNamed: 'Aceitar o convite para {name}',
    decline: 'Recusar',
    declineNamed: 'Recusar o convite para {name}',
    confirmDecline: 'Recusar o convite para {name}? Só os gestores de utilizadores dessa instituição lhe poderão enviar um novo convite.',
    declineNow: 'Recusar o convite',
  },
  id: 'ID {id}',
  current: 'Instituição atual',
  open: 'Abrir',
  choose: 'Escolher',
  openNamed: 'Abrir {name}',
  chooseNamed: 'Escolher {name}',
  info: {
    title: 'Acerca de {name}',
    country: 'País',
    owner: 'Proprietário',
    noOwner: 'Sem proprietário',
    users: 'Utilizadores associados',
    groups: 'Grupos',
    noGroups: 'Sem outros grupos além da instituição completa',
  },
};

export default pt;
