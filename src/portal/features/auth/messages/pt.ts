import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  common: {
    email: 'Endereço de e-mail',
    password: 'Palavra-passe',
    goToSignIn: 'Ir para o início de sessão',
    backToSignIn: 'Voltar ao início de sessão',
    signOut: 'Terminar sessão',
    passwordHint: { one: 'Pelo menos {count} carácter.', other: 'Pelo menos {count} caracteres.' },
  },
  signUp: {
    title: 'Criar uma conta',
    lead: 'Enviaremos para o seu endereço de e-mail uma ligação com a qual escolherá a sua palavra-passe. Depois de ter uma conta, o gestor de utilizadores da sua instituição poderá enviar-lhe um convite.',
    firstName: 'Nome próprio',
    lastName: 'Apelido',
    organisation: 'Organização',
    submit: 'Criar conta',
    haveAccount: 'Já tenho uma conta',
    terms: 'Termos e Condições',
    createdTitle: 'Consulte o seu e-mail',
    checkMail: 'A ligação foi enviada para {email} e é válida durante 7 dias. Se não a receber dentro de alguns minutos, verifique a pasta de spam.',
  },
  signedIn: {
    title: 'Já tem sessão iniciada',
    text: 'Tem sessão iniciada como {user}. Para criar outra conta, termine primeiro a sessão.',
    back: 'Voltar ao portal',
  },
  forgotPassword: {
    title: 'Esqueceu-se da palavra-passe?',
    lead: 'Introduza o endereço de e-mail da sua conta e enviar-lhe-emos uma ligação para escolher uma nova palavra-passe.',
    submit: 'Enviar ligação',
  },
  resetPassword: {
    title: 'Escolha uma nova palavra-passe',
    newPassword: 'Nova palavra-passe',
    repeat: 'Repita a nova palavra-passe',
    submit: 'Alterar palavra-passe',
    changedTitle: 'Palavra-passe alterada',
    incompleteTitle: 'Repor a palavra-passe',
    incomplete: 'Esta ligação para repor a palavra-passe está incompleta. Utilize a ligação completa do e-mail ou peça uma nova.',
    askAgain: 'Pedir uma nova ligação',
  },
  confirmEmail: {
    title: 'Escolha a sua palavra-passe',
    lead: 'Este é o último passo para criar a sua conta. Escolha a palavra-passe com que vai iniciar sessão.',
    password: 'Palavra-passe',
    repeat: 'Repita a palavra-passe',
    submit: 'Guardar palavra-passe',
    doneTitle: 'A sua conta está pronta',
    incomplete: 'Esta ligação de confirmação está incompleta. Utilize a ligação completa do e-mail.',
    askAgainLead:
      'A ligação expirou ou o e-mail não chegou? Introduza o seu endereço de e-mail e enviar-lhe-emos uma nova ligação de confirmação.',
    askAgain: 'Enviar uma nova ligação',
    linkSent:
      'Se este endereço tiver uma conta por confirmar, foi enviada uma nova ligação de confirmação. Verifique a sua caixa de entrada dentro de alguns minutos.',
    linkNotSent: 'Não foi possível enviar a ligação de confirmação. Tente novamente daqui a pouco.',
  },
  terms: {
    title: 'Termos e Condições',
    textLabel: 'Texto dos Termos e Condições',
    purposeTitle: '1. Finalidade',
    purpose:
      'Este portal dá aos clínicos e ao pessoal das instituições, desde que devidamente autorizados, acesso aos relatórios de avaliação dos utentes acompanhados pela respetiva instituição. Constitui um apoio à atividade clínica e não substitui o juízo clínico.',
    confidentialityTitle: '2. Confidencialidade',
    confidentiality:
      'Os relatórios e os registos clínicos são informação de saúde confidencial. Utilize-os apenas na prestação de cuidados ao utente e para os fins autorizados pela sua instituição. Não partilhe a sua conta nem deixe uma sessão aberta num computador partilhado.',
    accountsTitle: '3. Contas',
    accounts: {
      one: 'O gestor de utilizadores da sua instituição decide quais as funções que lhe são atribuídas. As sessões terminam ao fim de {count} minuto; para continuar, inicie sessão novamente.',
      other:
        'O gestor de utilizadores da sua instituição decide quais as funções que lhe são atribuídas. As sessões terminam ao fim de {count} minutos; para continuar, inicie sessão novamente.',
    },
    supportTitle: '4. Apoio',
    support: 'Quando contactar o apoio, não inclua dados pessoais que permitam identificar os utentes.',
    accepted: 'Aceitou estes termos para a instituição escolhida.',
    continueToPortal: 'Continuar para o portal',
    acceptLead:
      'Cada instituição pede-lhe que aceite estes termos antes de trabalhar nela. Se não os quiser aceitar, pode escolher outra instituição ou terminar a sessão.',
    accept: 'Aceito os Termos e Condições',
    chooseAnother: 'Escolher outra instituição',
  },
  recoveryUsed: {
    title: 'Iniciou sessão com um código de recuperação',
    text: 'Esse código já não pode ser utilizado novamente. Se lhe restam poucos códigos, ou já não tem a sua aplicação de autenticação, gere novos códigos de recuperação em A minha conta.',
    link: 'Gerar novos códigos de recuperação',
    close: 'Fechar este aviso',
  },
};

export default pt;
