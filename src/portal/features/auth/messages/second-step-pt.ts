import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './second-step-en.ts';

const pt: Translation<typeof en> = {
  title: 'Confirme a sua identidade',
  leadTotp: 'A palavra-passe está correta. Introduza o código de 6 dígitos da sua aplicação de autenticação.',
  leadRecovery: 'Introduza um dos códigos de recuperação que guardou ao configurar a sua aplicação de autenticação. Cada código só funciona uma vez.',
  totpLabel: 'Código da sua aplicação de autenticação',
  recoveryLabel: 'Código de recuperação',
  submit: 'Continuar',
  useRecovery: 'Utilizar um código de recuperação',
  useTotp: 'Utilizar um código da aplicação',
  empty: 'Introduza primeiro o código.',
  wrongTotp: 'Esse código não está correto. Os códigos mudam a cada 30 segundos: experimente o que está a ser mostrado agora.',
  wrongRecovery: 'Esse código de recuperação não está correto ou já foi utilizado.',
  paused: 'Demasiados códigos errados: o início de sessão está em pausa. Aguarde {wait} antes de tentar novamente.',
  backToSignIn: 'Voltar ao início de sessão',
};

export default pt;
