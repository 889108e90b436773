import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './second-step-en.ts';

const pt: Translation<typeof en> = {
  title: 'Confirme a sua identidade',
  leadTotp: 'A palavra-passe está correta. Introduza o código de 6 dígitos da sua aplicação de autenticação.',
  leadRecovery: 'Introduza um dos códigos de recuperação que guardou ao configurar o seu segundo fator. Cada código só funciona uma vez.',
  leadPasskey: 'A palavra-passe está correta. Agora utilize a sua chave de acesso: o navegador ou o telemóvel vão pedir-lhe que confirme que é mesmo você.',
  passkey: 'Utilizar a minha chave de acesso',
  usePasskey: 'Utilizar uma chave de acesso',
  wrongPasskey: 'Essa chave de acesso não foi aceite. Tente novamente ou utilize outra forma.',
  passkeyCancelled: 'A chave de acesso não foi utilizada: o pedido foi cancelado ou demorou demasiado. Tente novamente ou utilize outra forma.',
  passkeyUnsupported: 'Este navegador não suporta chaves de acesso. Utilize outra forma ou outro navegador.',
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
