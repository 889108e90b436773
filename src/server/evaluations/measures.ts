/**
 * The measured items of a gait and balance evaluation, grouped in report sections, with their
 * names in every report language, and how a value is flagged against its reference range.
 */
import type { ItemFlag, ItemSide } from '../../contract/report-constants.ts';
import type { Language } from '../../contract/languages.ts';

export type SectionKey = 'gait' | 'balance' | 'mobility';

export interface MeasureSection {
  readonly key: SectionKey;
  readonly title: Readonly<Record<Language, string>>;
}

export interface Measure {
  readonly key: string;
  readonly section: SectionKey;
  readonly name: Readonly<Record<Language, string>>;
  readonly unit: string;
  readonly decimals: number;
}

export const measureSections: readonly MeasureSection[] = [
  { key: 'gait', title: { en: 'Gait', es: 'Marcha', pt: 'Marcha' } },
  { key: 'balance', title: { en: 'Balance', es: 'Equilibrio', pt: 'Equilíbrio' } },
  { key: 'mobility', title: { en: 'Functional mobility', es: 'Movilidad funcional', pt: 'Mobilidade funcional' } },
];

export const measures: readonly Measure[] = [
  { key: 'gait_speed', section: 'gait', name: { en: 'Gait speed', es: 'Velocidad de la marcha', pt: 'Velocidade da marcha' }, unit: 'm/s', decimals: 2 },
  { key: 'cadence', section: 'gait', name: { en: 'Cadence', es: 'Cadencia', pt: 'Cadência' }, unit: 'steps/min', decimals: 0 },
  { key: 'stride_length', section: 'gait', name: { en: 'Stride length', es: 'Longitud de zancada', pt: 'Comprimento da passada' }, unit: 'm', decimals: 2 },
  { key: 'step_width', section: 'gait', name: { en: 'Step width', es: 'Anchura del paso', pt: 'Largura do passo' }, unit: 'cm', decimals: 1 },
  {
    key: 'double_support',
    section: 'gait',
    name: { en: 'Double support time', es: 'Tiempo de doble apoyo', pt: 'Tempo de duplo apoio' },
    unit: '%',
    decimals: 1,
  },
  {
    key: 'step_asymmetry',
    section: 'gait',
    name: { en: 'Step length asymmetry', es: 'Asimetría de la longitud del paso', pt: 'Assimetria do comprimento do passo' },
    unit: '%',
    decimals: 1,
  },
  {
    key: 'sway_area',
    section: 'balance',
    name: { en: 'Sway area, eyes closed', es: 'Área de oscilación, ojos cerrados', pt: 'Área de oscilação, olhos fechados' },
    unit: 'cm²',
    decimals: 1,
  },
  {
    key: 'sway_velocity',
    section: 'balance',
    name: { en: 'Mean sway velocity', es: 'Velocidad media de oscilación', pt: 'Velocidade média de oscilação' },
    unit: 'mm/s',
    decimals: 1,
  },
  {
    key: 'single_leg_stance',
    section: 'balance',
    name: { en: 'Single-leg stance', es: 'Apoyo monopodal', pt: 'Apoio unipodal' },
    unit: 's',
    decimals: 1,
  },
  {
    key: 'timed_up_and_go',
    section: 'mobility',
    name: { en: 'Timed Up and Go', es: 'Prueba cronometrada «levántate y anda»', pt: 'Timed Up and Go' },
    unit: 's',
    decimals: 1,
  },
  {
    key: 'five_sit_to_stand',
    section: 'mobility',
    name: { en: 'Five times sit-to-stand', es: 'Levantarse de la silla cinco veces', pt: 'Levantar e sentar cinco vezes' },
    unit: 's',
    decimals: 1,
  },
];

export const measureByKey: ReadonlyMap<string, Measure> = new Map(measures.map((m) => [m.key, m]));
export const measureOrder: ReadonlyMap<string, number> = new Map(measures.map((m, i) => [m.key, i]));

/** Share of the range's width, inside each bound, in which a value counts as borderline. */
export const borderlineShare = 0.1;

/**
 * How `value` sits against `low..high` (either bound may be open): outside the range, inside but
 * within 10 % of its width from a bound (borderline), or normal. With one open bound the margin is
 * 10 % of the other bound. No value or no bound: no flag.
 */
export function flagOf(value: number | null, low: number | null, high: number | null): { flag: ItemFlag | null; side: ItemSide | null } {
  if (value === null || (low === null && high === null)) return { flag: null, side: null };
  if (low !== null && value < low) return { flag: 'outside', side: 'low' };
  if (high !== null && value > high) return { flag: 'outside', side: 'high' };
  const margin =
    low !== null && high !== null ? (high - low) * borderlineShare : Math.abs((low ?? high) as number) * borderlineShare;
  if (low !== null && value < low + margin) return { flag: 'borderline', side: 'low' };
  if (high !== null && value > high - margin) return { flag: 'borderline', side: 'high' };
  return { flag: 'normal', side: null };
}
