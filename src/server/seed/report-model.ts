/**
 * A plausible model of the measured items for demo data: the reference range by age and sex, and a
 * subject's values over time (a personal level, a slow trend, and day-to-day scatter). Loosely
 * based on published adult norms; for demonstration only, never for care.
 */
import type { SubjectSex } from '../../contract/report-constants.ts';

interface ItemModel {
  /** Typical value at this age and sex. */
  mean(age: number, sex: SubjectSex): number;
  /** Spread between healthy people of this age. */
  sd(age: number): number;
  /** Which way is worse: +1 higher values are worse, -1 lower values are worse. */
  worse: 1 | -1;
  /** Reference range: two-sided, or open on the side that is never a concern. */
  bounds: 'both' | 'high' | 'low';
  min: number;
  max: number;
}

const over = (age: number, from: number) => Math.max(0, age - from);
const male = (sex: SubjectSex, value: number) => (sex === 'male' ? value : 0);

const models: Readonly<Record<string, ItemModel>> = {
  gait_speed: { mean: (a, s) => 1.38 - 0.007 * over(a, 45) + male(s, 0.04), sd: () => 0.14, worse: -1, bounds: 'both', min: 0.2, max: 2.2 },
  cadence: { mean: (a, s) => 114 - 0.12 * over(a, 45) - male(s, 4), sd: () => 8, worse: -1, bounds: 'both', min: 60, max: 160 },
  stride_length: { mean: (a, s) => 1.36 - 0.006 * over(a, 45) + male(s, 0.1), sd: () => 0.11, worse: -1, bounds: 'both', min: 0.4, max: 2 },
  step_width: { mean: (a) => 9 + 0.04 * over(a, 45), sd: () => 2.2, worse: 1, bounds: 'both', min: 2, max: 30 },
  double_support: { mean: (a) => 21 + 0.1 * over(a, 45), sd: () => 2.8, worse: 1, bounds: 'both', min: 10, max: 50 },
  step_asymmetry: { mean: () => 2.5, sd: () => 1.6, worse: 1, bounds: 'high', min: 0, max: 40 },
  sway_area: { mean: (a) => 4.5 + 0.06 * over(a, 40), sd: (a) => 1.6 + 0.02 * over(a, 40), worse: 1, bounds: 'high', min: 0.5, max: 60 },
  sway_velocity: { mean: (a) => 11 + 0.12 * over(a, 40), sd: () => 3, worse: 1, bounds: 'high', min: 3, max: 80 },
  single_leg_stance: { mean: (a) => Math.max(8, 38 - 0.45 * over(a, 35)), sd: (a) => Math.max(3, 8 - 0.05 * over(a, 35)), worse: -1, bounds: 'low', min: 0.5, max: 60 },
  timed_up_and_go: { mean: (a) => 7.2 + 0.06 * over(a, 55), sd: () => 1.2, worse: 1, bounds: 'high', min: 4, max: 60 },
  five_sit_to_stand: { mean: (a) => 8.5 + 0.09 * over(a, 50), sd: () => 1.5, worse: 1, bounds: 'high', min: 4, max: 60 },
};

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** The reference range of `key` at `age` (years) for `sex`: mean ± 2 SD, open where harmless. */
export function referenceRange(key: string, age: number, sex: SubjectSex, decimals: number): { low: number | null; high: number | null } {
  const model = models[key];
  if (!model) return { low: null, high: null };
  const mean = model.mean(age, sex);
  const sd = model.sd(age);
  return {
    low: model.bounds === 'high' ? null : round(Math.max(model.min, mean - 2 * sd), decimals),
    high: model.bounds === 'low' ? null : round(mean + 2 * sd, decimals),
  };
}

/**
 * A subject's value of `key` at `age`: `severity` (in SD, 0 healthy to about 3) shifts it the worse
 * way, `trend` (SD per year, negative improves) moves it over `years` since the first evaluation,
 * and `noise` (about -1..1) scatters it a little.
 */
export function modelValue(
  key: string,
  age: number,
  sex: SubjectSex,
  severity: number,
  trend: number,
  years: number,
  noise: number,
  decimals: number,
): number {
  const model = models[key];
  if (!model) return 0;
  const sd = model.sd(age);
  const shift = Math.max(-1, severity + trend * years);
  const value = model.mean(age, sex) + model.worse * sd * shift + noise * sd * 0.35;
  return round(Math.min(model.max, Math.max(model.min, value)), decimals);
}
