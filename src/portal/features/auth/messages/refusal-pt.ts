import type { Translation } from '../../../lib/i18n/table.ts';
import type { en } from './refusal-en.ts';

const pt: Translation<typeof en> = {
  attemptsLeft: {
    zero: 'Após demasiadas tentativas falhadas, o início de sessão a partir deste dispositivo fica suspenso durante algum tempo.',
    one: 'Resta {count} tentativa antes de o início de sessão a partir deste dispositivo ficar suspenso durante algum tempo.',
    other: 'Restam {count} tentativas antes de o início de sessão a partir deste dispositivo ficar suspenso durante algum tempo.',
  },
  paused:
    'Demasiadas tentativas falhadas: o início de sessão a partir deste dispositivo está suspenso. Aguarde {wait} antes de tentar novamente.',
  countdown: 'Pode voltar a iniciar sessão dentro de {time}.',
  waitOver: 'Já pode voltar a iniciar sessão.',
  passkeyCancelled: 'A chave de acesso não foi utilizada: o pedido foi cancelado ou demorou demasiado. Tente novamente ou inicie sessão com o seu endereço de e-mail e a sua palavra-passe.',
  passkeyUnsupported: 'Este navegador não suporta chaves de acesso. Inicie sessão com o seu endereço de e-mail e a sua palavra-passe.',
};

export default pt;
