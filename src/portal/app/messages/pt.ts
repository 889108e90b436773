import type { Translation } from '../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  sessionWarning: {
    label: 'Sessão a terminar',
    minutesLeft: {
      one: 'A sua sessão termina dentro de 1 minuto. Inicie sessão novamente para continuar a trabalhar; não perderá nada do que escreveu.',
      other:
        'A sua sessão termina dentro de {count} minutos. Inicie sessão novamente para continuar a trabalhar; não perderá nada do que escreveu.',
    },
    signInAgain: 'Iniciar sessão novamente',
    dialogTitle: 'Iniciar sessão novamente',
    signedInAs: 'Tem sessão iniciada como {email}. Introduza a sua palavra-passe para continuar por mais {minutes} minutos.',
    password: 'Palavra-passe',
    submit: 'Iniciar sessão',
    cancel: 'Cancelar',
    wrongPassword: 'A palavra-passe não está correta.',
    paused: 'Demasiadas tentativas. Aguarde {wait} antes de tentar novamente.',
    pausedNoTime: 'Demasiadas tentativas. Aguarde alguns minutos antes de tentar novamente.',
    failed: 'Não foi possível iniciar sessão novamente. Verifique a sua ligação e tente novamente.',
    otherAccount: 'Este início de sessão pertence a outra conta. Termine a sessão e inicie sessão novamente.',
    renewed: 'Voltou a iniciar sessão.',
    codeLead: 'A palavra-passe está correta. Introduza o código de 6 dígitos da sua aplicação de autenticação.',
    recoveryLead: 'Introduza um dos seus códigos de recuperação. Cada código só funciona uma vez.',
    code: 'Código da sua aplicação de autenticação',
    recoveryCode: 'Código de recuperação',
    useRecovery: 'Utilizar um código de recuperação',
    useTotp: 'Utilizar um código da aplicação',
    wrongCode: 'Esse código não está correto. Os códigos mudam a cada 30 segundos: experimente o que está a ser mostrado agora.',
    wrongRecovery: 'Esse código de recuperação não está correto ou já foi utilizado.',
    stepExpired: 'O código não foi introduzido em 5 minutos. Introduza novamente a sua palavra-passe.',
    passkeyLead: 'A palavra-passe está correta. Agora utilize a sua chave de acesso: o navegador ou o telemóvel vão pedir-lhe que confirme que é mesmo você.',
    usePasskey: 'Utilizar uma chave de acesso',
    wrongPasskey: 'Essa chave de acesso não foi aceite. Tente novamente ou utilize outra forma.',
    passkeyCancelled: 'A chave de acesso não foi utilizada: o pedido foi cancelado ou demorou demasiado. Tente novamente ou utilize outra forma.',
    passkeyUnsupported: 'Este navegador não suporta chaves de acesso. Utilize outra forma ou outro navegador.',
  },
  nav: {
    Support: 'Apoio',
    Logout: 'Terminar sessão',
  },
  institutionPages: {
    Subjects: 'Procure um utente e consulte os relatórios das suas avaliações, um a um ou ao longo do tempo.',
    Users: 'Adicione os utilizadores da instituição, atribua-lhes funções e grupos e veja quem alterou o quê.',
    'Medical Records': 'Registe os utentes e os respetivos registos clínicos antes de uma avaliação e consulte-os junto dos relatórios.',
    Training: 'Veja os vídeos de formação, faça o exame de avaliador e encontre os seus certificados.',
    'Access History': 'Veja quem abriu, imprimiu ou exportou os relatórios e registos clínicos de um utente e transfira o histórico em CSV.',
  },
  institutionPagesWithoutReports: {
    Subjects: 'Pesquise um utente e abra os respetivos registos clínicos.',
    'Medical Records': 'Registe os utentes e os respetivos registos clínicos antes de uma avaliação, e mantenha-os atualizados.',
  },
  frame: {
    skipLink: 'Saltar para o conteúdo principal',
    openNavigation: 'Abrir a navegação',
    closeNavigation: 'Fechar a navegação',
    navigation: 'Navegação',
    mainNavigation: 'Principal',
    userMenu: 'Menu do utilizador',
    language: 'Idioma',
    theme: 'Tema',
    themes: { system: 'Igual ao sistema', light: 'Claro', dark: 'Escuro' },
    themeNotKept: 'Não foi possível guardar o tema na sua conta: aplica-se apenas neste navegador.',
  },
  institution: {
    current: 'Instituição',
    none: 'Nenhuma instituição escolhida',
    switchHint: ', mudar de instituição',
    chooseHint: ', escolher uma instituição',
  },
  forbidden: {
    title: '{page} não está disponível para a sua conta',
    body: 'As suas funções na instituição escolhida não dão acesso a esta página. Se considera que se trata de um erro, contacte o gestor de utilizadores da sua instituição.',
    choose: 'Escolher outra instituição',
  },
  signedOutElsewhere: 'Terminou a sessão noutro separador, pelo que a sessão também foi terminada neste.',
};

export default pt;
