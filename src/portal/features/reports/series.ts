/**
 * The longitudinal chart's geometry, computed without the DOM: each measured item as a series of
 * points over age, its reference band, the axes' ranges and their ticks.
 */
import type { LongitudinalItem } from '../../../contract/report-types.ts';

export interface SeriesPoint {
  evaluationId: number;
  evaluatedAt: string;
  ageMonths: number;
  value: number | null;
  low: number | null;
  high: number | null;
  flag: string | null;
  side: string | null;
}

export interface Series {
  points: SeriesPoint[];
  /** Age range of the x axis, in months. */
  x: { min: number; max: number };
  /** Value range of the y axis, covering the values and the reference bounds. */
  y: { min: number; max: number };
}

/** The points of an item in age order, and the ranges that hold them and their reference band. */
export function seriesOf(item: Pick<LongitudinalItem, 'points'>): Series {
  const points = item.points
    .map((p) => ({
      evaluationId: p.evaluation_id,
      evaluatedAt: p.evaluated_at,
      ageMonths: p.age_months,
      value: p.value,
      low: p.reference?.low ?? null,
      high: p.reference?.high ?? null,
      flag: p.flag,
      side: p.side,
    }))
    .sort((a, b) => a.ageMonths - b.ageMonths || a.evaluatedAt.localeCompare(b.evaluatedAt));
  const ages = points.map((p) => p.ageMonths);
  const ys = points.flatMap((p) => [p.value, p.low, p.high]).filter((v): v is number => v !== null);
  return { points, x: padded(ages, 1), y: padded(ys, 0.1) };
}

/** A range around the numbers with a margin (a share of the span, or of the value when flat). */
function padded(values: number[], share: number): { min: number; max: number } {
  if (values.length === 0) return { min: 0, max: 1 };
  let min = Math.min(...values);
  let max = Math.max(...values);
  const span = max - min || Math.abs(max) || 1;
  const margin = share >= 1 ? share : span * share;
  min -= margin;
  max += margin;
  return { min, max };
}

/** About `count` round tick values (1, 2 or 5 times a power of ten apart) within the range. */
export function ticks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) out.push(Number(v.toFixed(10)));
  return out;
}

/** Maps a value of [d0, d1] onto [r0, r1]. */
export function scale(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (v) => r0 + (v - d0) * k;
}

/**
 * The reference band as a polygon over age: the high bounds left to right, then the low bounds
 * back. An open bound (null) runs to the edge of the chart. Empty when no point has a range.
 */
export function bandPolygon(series: Series): { age: number; value: number }[] {
  const ranged = series.points.filter((p) => p.low !== null || p.high !== null);
  if (ranged.length === 0) return [];
  const top = ranged.map((p) => ({ age: p.ageMonths, value: p.high ?? series.y.max }));
  const bottom = ranged.map((p) => ({ age: p.ageMonths, value: p.low ?? series.y.min })).reverse();
  // A single evaluation's range still shows as a band across the chart.
  if (ranged.length === 1) {
    const only = ranged[0] as SeriesPoint;
    const hi = only.high ?? series.y.max;
    const lo = only.low ?? series.y.min;
    return [
      { age: series.x.min, value: hi },
      { age: series.x.max, value: hi },
      { age: series.x.max, value: lo },
      { age: series.x.min, value: lo },
    ];
  }
  return [...top, ...bottom];
}
