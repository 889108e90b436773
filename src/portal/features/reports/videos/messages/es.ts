import type { Translation } from '../../../../lib/i18n/table.ts';
import type { en } from './en.ts';

const es: Translation<typeof en> = {
  title: 'Vídeo procesado',
  intro: 'El vídeo de esta evaluación con el análisis superpuesto. El procesamiento tarda unos instantes.',
  request: 'Solicitar el vídeo procesado',
  requestAgain: 'Volver a solicitarlo',
  queued: 'Su solicitud está a la espera de procesarse.',
  processing: 'Se está procesando el vídeo…',
  checkAgain: 'Volver a comprobar',
  tryAgain: 'Reintentar',
  player: 'Vídeo procesado de la evaluación {id}',
  failedJob: 'No se ha podido procesar el vídeo.',
};

export default es;
