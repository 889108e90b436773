/**
 * The words of the demo reports in English and Spanish: titles, conclusions written from the
 * flags of the measured items, evaluator comments and the notes of corrected versions.
 */
import type { ReportLanguage } from '../../contract/report-constants.ts';

type Texts = Readonly<Record<ReportLanguage, string>>;

export const reportTitles: Readonly<Record<'full' | 'summary', Texts>> = {
  full: { en: 'Gait and balance evaluation report', es: 'Informe de evaluación de la marcha y el equilibrio' },
  summary: { en: 'Gait and balance evaluation: summary', es: 'Evaluación de la marcha y el equilibrio: resumen' },
};

/** A number as a reader of `lang` writes it (a decimal comma in Spanish). */
export function formatNumber(value: number, decimals: number, lang: ReportLanguage): string {
  return value.toLocaleString(lang === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

function list(names: readonly string[], lang: ReportLanguage): string {
  if (names.length <= 1) return names.join('');
  const last = names[names.length - 1] as string;
  return `${names.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${last}`;
}

export interface ConclusionInput {
  outside: Readonly<Record<ReportLanguage, readonly string[]>>;
  borderline: Readonly<Record<ReportLanguage, readonly string[]>>;
  /** Gait speed now and at the previous evaluation, when there was one. */
  speed: { now: number; before: number | null };
  followUpMonths: number;
}

/** The overall conclusion in `lang`; the summary keeps the finding and the advice only. */
export function conclusion(input: ConclusionInput, lang: ReportLanguage, summary: boolean): string {
  const outside = input.outside[lang];
  const borderline = input.borderline[lang];
  const sentences: string[] = [];
  if (outside.length === 0 && borderline.length === 0) {
    sentences.push(
      lang === 'es'
        ? 'Todos los parámetros medidos están dentro de su intervalo de referencia. La marcha y el equilibrio son adecuados para la edad.'
        : 'All measured items are within their reference ranges. Gait and balance are appropriate for age.',
    );
  } else if (outside.length === 0) {
    sentences.push(
      lang === 'es'
        ? `Ningún parámetro está fuera de su intervalo de referencia; ${list(borderline, lang)} ${borderline.length === 1 ? 'está' : 'están'} en el límite.`
        : `No item is outside its reference range; ${list(borderline, lang)} ${borderline.length === 1 ? 'is' : 'are'} at the edge of the range.`,
    );
  } else {
    sentences.push(
      lang === 'es'
        ? `${outside.length === 1 ? 'Un parámetro está' : `${outside.length} parámetros están`} fuera del intervalo de referencia: ${list(outside, lang)}.`
        : `${outside.length === 1 ? 'One item is' : `${outside.length} items are`} outside the reference range: ${list(outside, lang)}.`,
    );
  }
  const { now, before } = input.speed;
  if (!summary && before !== null && Math.abs(now - before) >= 0.05) {
    const from = formatNumber(before, 2, lang);
    const to = formatNumber(now, 2, lang);
    const better = now > before;
    sentences.push(
      lang === 'es'
        ? `La velocidad de la marcha ha ${better ? 'mejorado' : 'disminuido'} desde la evaluación anterior (de ${from} a ${to} m/s).`
        : `Gait speed has ${better ? 'improved' : 'decreased'} since the previous evaluation (from ${from} to ${to} m/s).`,
    );
  }
  sentences.push(
    lang === 'es'
      ? `Se recomienda una evaluación de seguimiento en ${input.followUpMonths} meses.`
      : `A follow-up evaluation is advised in ${input.followUpMonths} months.`,
  );
  return sentences.join(' ');
}

/** Comments evaluators keep. */
export const keptComments: readonly Texts[] = [
  {
    en: 'The walking trial was repeated once because the subject stopped halfway along the walkway; the second trial was used.',
    es: 'Se repitió el recorrido de marcha una vez porque el sujeto se detuvo a mitad del pasillo; se utilizó el segundo recorrido.',
  },
  { en: 'The subject wore their usual footwear.', es: 'El sujeto llevaba su calzado habitual.' },
  { en: 'Mild tiredness reported after the balance tests.', es: 'Refirió un cansancio leve tras las pruebas de equilibrio.' },
  { en: 'Video quality was good on both cameras.', es: 'La calidad del vídeo fue buena en las dos cámaras.' },
  {
    en: 'A single-point cane was used during the walking trials.',
    es: 'Utilizó un bastón simple durante los recorridos de marcha.',
  },
  { en: 'Single-leg stance was measured on the dominant leg.', es: 'El apoyo monopodal se midió sobre la pierna dominante.' },
];

/** Comments evaluators set aside (shown only when asked for). */
export const discardedComments: readonly Texts[] = [
  {
    en: 'Preliminary note: camera 2 looked out of focus (checked later; the measurements are not affected).',
    es: 'Nota preliminar: la cámara 2 parecía desenfocada (se revisó después; las mediciones no se ven afectadas).',
  },
  { en: 'Duplicate of the previous comment.', es: 'Duplicado del comentario anterior.' },
];

/** Why a second version was written. */
export const correctionNotes: readonly Texts[] = [
  {
    en: 'Stride length recalculated after a calibration check of the walkway camera.',
    es: 'Longitud de zancada recalculada tras comprobar la calibración de la cámara del pasillo.',
  },
  {
    en: 'Conclusion corrected: the follow-up interval was wrong.',
    es: 'Conclusión corregida: el intervalo de seguimiento era erróneo.',
  },
];
