import type { Translation } from '../../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const pt: Translation<typeof en> = {
  title: 'Vídeo processado',
  intro: 'O vídeo desta avaliação com a análise sobreposta. O processamento demora alguns instantes.',
  request: 'Pedir o vídeo processado',
  requestAgain: 'Pedir novamente',
  queued: 'O seu pedido está a aguardar processamento.',
  processing: 'O vídeo está a ser processado…',
  checkAgain: 'Verificar novamente',
  tryAgain: 'Tentar novamente',
  player: 'Vídeo processado da avaliação {id}',
  failedJob: 'Não foi possível processar o vídeo.',
};

export default pt;
