/**
 * The words of the demo reports in every language: titles, conclusions written from the
 * flags of the measured items, evaluator comments and the notes of corrected versions.
 */
import { localeOf, type Language } from '../../contract/languages.ts';

type Texts = Readonly<Record<Language, string>>;

export const reportTitles: Readonly<Record<'full' | 'summary', Texts>> = {
  full: { en: 'Gait and balance evaluation report', es: 'Informe de evaluación de la marcha y el equilibrio', pt: 'Relatório de avaliação da marcha e do equilíbrio' },
  summary: { en: 'Gait and balance evaluation: summary', es: 'Evaluación de la marcha y el equilibrio: resumen', pt: 'Avaliação da marcha e do equilíbrio: resumo' },
};

/** A number as a reader of `lang` writes it (a decimal comma in Spanish and Portuguese). */
export function formatNumber(value: number, decimals: number, lang: Language): string {
  return value.toLocaleString(localeOf[lang], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** The sentences of a conclusion in one language, each given what it says. */
interface Phrases {
  /** The word joining the last two of a list ("and"). */
  and: string;
  allWithin: string;
  noneOutside: (borderline: string, count: number) => string;
  outside: (outside: string, count: number) => string;
  speed: (better: boolean, from: string, to: string) => string;
  followUp: (months: number) => string;
}

const phrases: Readonly<Record<Language, Phrases>> = {
  en: {
    and: 'and',
    allWithin: 'All measured items are within their reference ranges. Gait and balance are appropriate for age.',
    noneOutside: (borderline, count) => `No item is outside its reference range; ${borderline} ${count === 1 ? 'is' : 'are'} at the edge of the range.`,
    outside: (outside, count) => `${count === 1 ? 'One item is' : `${count} items are`} outside the reference range: ${outside}.`,
    speed: (better, from, to) => `Gait speed has ${better ? 'improved' : 'decreased'} since the previous evaluation (from ${from} to ${to} m/s).`,
    followUp: (months) => `A follow-up evaluation is advised in ${months} months.`,
  },
  es: {
    and: 'y',
    allWithin: 'Todos los parámetros medidos están dentro de su intervalo de referencia. La marcha y el equilibrio son adecuados para la edad.',
    noneOutside: (borderline, count) => `Ningún parámetro está fuera de su intervalo de referencia; ${borderline} ${count === 1 ? 'está' : 'están'} en el límite.`,
    outside: (outside, count) => `${count === 1 ? 'Un parámetro está' : `${count} parámetros están`} fuera del intervalo de referencia: ${outside}.`,
    speed: (better, from, to) => `La velocidad de la marcha ha ${better ? 'mejorado' : 'disminuido'} desde la evaluación anterior (de ${from} a ${to} m/s).`,
    followUp: (months) => `Se recomienda una evaluación de seguimiento en ${months} meses.`,
  },
  pt: {
    and: 'e',
    allWithin: 'Todos os parâmetros medidos estão dentro do respetivo intervalo de referência. A marcha e o equilíbrio são adequados à idade.',
    noneOutside: (borderline, count) => `Nenhum parâmetro está fora do respetivo intervalo de referência; ${borderline} ${count === 1 ? 'está' : 'estão'} no limite do intervalo.`,
    outside: (outside, count) => `${count === 1 ? 'Um parâmetro está' : `${count} parâmetros estão`} fora do intervalo de referência: ${outside}.`,
    speed: (better, from, to) => `A velocidade da marcha ${better ? 'melhorou' : 'diminuiu'} desde a avaliação anterior (de ${from} para ${to} m/s).`,
    followUp: (months) => `Recomenda-se uma avaliação de seguimento dentro de ${months} meses.`,
  },
};

function list(names: readonly string[], lang: Language): string {
  if (names.length <= 1) return names.join('');
  const last = names[names.length - 1] as string;
  return `${names.slice(0, -1).join(', ')} ${phrases[lang].and} ${last}`;
}

export interface ConclusionInput {
  outside: Readonly<Record<Language, readonly string[]>>;
  borderline: Readonly<Record<Language, readonly string[]>>;
  /** Gait speed now and at the previous evaluation, when there was one. */
  speed: { now: number; before: number | null };
  followUpMonths: number;
}

/** The overall conclusion in `lang`; the summary keeps the finding and the advice only. */
export function conclusion(input: ConclusionInput, lang: Language, summary: boolean): string {
  const say = phrases[lang];
  const outside = input.outside[lang];
  const borderline = input.borderline[lang];
  const sentences: string[] = [];
  if (outside.length === 0 && borderline.length === 0) sentences.push(say.allWithin);
  else if (outside.length === 0) sentences.push(say.noneOutside(list(borderline, lang), borderline.length));
  else sentences.push(say.outside(list(outside, lang), outside.length));
  const { now, before } = input.speed;
  if (!summary && before !== null && Math.abs(now - before) >= 0.05) {
    sentences.push(say.speed(now > before, formatNumber(before, 2, lang), formatNumber(now, 2, lang)));
  }
  sentences.push(say.followUp(input.followUpMonths));
  return sentences.join(' ');
}

/** Comments evaluators keep. */
export const keptComments: readonly Texts[] = [
  {
    en: 'The walking trial was repeated once because the subject stopped halfway along the walkway; the second trial was used.',
    es: 'Se repitió el recorrido de marcha una vez porque el sujeto se detuvo a mitad del pasillo; se utilizó el segundo recorrido.',
    pt: 'O percurso de marcha foi repetido uma vez porque o utente parou a meio do corredor; foi utilizado o segundo percurso.',
  },
  { en: 'The subject wore their usual footwear.', es: 'El sujeto llevaba su calzado habitual.', pt: 'O utente usava o calçado habitual.' },
  { en: 'Mild tiredness reported after the balance tests.', es: 'Refirió un cansancio leve tras las pruebas de equilibrio.', pt: 'Referiu cansaço ligeiro após as provas de equilíbrio.' },
  { en: 'Video quality was good on both cameras.', es: 'La calidad del vídeo fue buena en las dos cámaras.', pt: 'A qualidade do vídeo foi boa nas duas câmaras.' },
  {
    en: 'A single-point cane was used during the walking trials.',
    es: 'Utilizó un bastón simple durante los recorridos de marcha.',
    pt: 'Utilizou uma bengala simples durante os percursos de marcha.',
  },
  { en: 'Single-leg stance was measured on the dominant leg.', es: 'El apoyo monopodal se midió sobre la pierna dominante.', pt: 'O apoio unipodal foi medido na perna dominante.' },
];

/** Comments evaluators set aside (shown only when asked for). */
export const discardedComments: readonly Texts[] = [
  {
    en: 'Preliminary note: camera 2 looked out of focus (checked later; the measurements are not affected).',
    es: 'Nota preliminar: la cámara 2 parecía desenfocada (se revisó después; las mediciones no se ven afectadas).',
    pt: 'Nota preliminar: a câmara 2 parecia desfocada (verificado posteriormente; as medições não são afetadas).',
  },
  { en: 'Duplicate of the previous comment.', es: 'Duplicado del comentario anterior.', pt: 'Duplicado do comentário anterior.' },
];

/** Why a second version was written. */
export const correctionNotes: readonly Texts[] = [
  {
    en: 'Stride length recalculated after a calibration check of the walkway camera.',
    es: 'Longitud de zancada recalculada tras comprobar la calibración de la cámara del pasillo.',
    pt: 'Comprimento da passada recalculado após verificação da calibração da câmara do corredor.',
  },
  {
    en: 'Conclusion corrected: the follow-up interval was wrong.',
    es: 'Conclusión corregida: el intervalo de seguimiento era erróneo.',
    pt: 'Conclusão corrigida: o intervalo de seguimento estava errado.',
  },
];
