/** What the report call says, in each report language, while an evaluation has no report. */
import type { EvaluationStatus } from '../../../contract/report-constants.ts';
import type { Language } from '../../../contract/languages.ts';

export const statusNotes: Readonly<Record<Exclude<EvaluationStatus, 'ready'>, Readonly<Record<Language, string>>>> = {
  requested: {
    en: 'The evaluation has been requested and its processing has not started yet.',
    es: 'La evaluación se ha solicitado y su procesamiento todavía no ha empezado.',
    pt: 'A avaliação foi pedida e o seu processamento ainda não começou.',
  },
  processing: {
    en: 'The evaluation is being processed. The report will be available when processing finishes.',
    es: 'La evaluación se está procesando. El informe estará disponible cuando termine el procesamiento.',
    pt: 'A avaliação está a ser processada. O relatório estará disponível quando o processamento terminar.',
  },
  failed: {
    en: 'Processing of this evaluation failed, so there is no report. Contact support if a new evaluation is needed.',
    es: 'El procesamiento de esta evaluación ha fallado, por lo que no hay informe. Póngase en contacto con el soporte si necesita una nueva evaluación.',
    pt: 'O processamento desta avaliação falhou, pelo que não há relatório. Contacte o apoio se for necessária uma nova avaliação.',
  },
};
