/**
 * One measured item over age: a hand-written SVG chart (reference band hatched so it reads in
 * black and white, each point's value written beside it, a shape per assessment) with the same
 * values in a table beside it for screen readers and print. The chart is one tab stop; the arrow
 * keys move from point to point and the point's values are announced.
 */
import { memo, useEffect, useMemo, useId, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { formatDate } from '../../lib/i18n/dates.ts';
import { numberFormat } from '../../lib/i18n/format.ts';
import type { LongitudinalItem } from '../../../contract/report-types.ts';
import { useReportTexts } from './report-language.ts';
import { bandPolygon, scale, seriesOf, ticks, type Series, type SeriesPoint } from './series.ts';
import { Flag } from './flag.tsx';
import { flagText, formatRange, formatValue, formatYears, unitText } from './report-format.ts';
import styles from './longitudinal.module.css';
import { DataTable } from '../../ui/data-table.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

const height = 260;
const pad = { left: 56, right: 16, top: 28, bottom: 44 };

function Marker({ p, x, y }: { p: SeriesPoint; x: number; y: number }) {
  const r = 5.5;
  if (p.flag === 'borderline') return <path d={`M${x} ${y - r - 1}L${x + r + 1} ${y}L${x} ${y + r + 1}L${x - r - 1} ${y}Z`} className={styles.markerOpen} />;
  if (p.flag === 'outside') {
    const d = p.side === 'low' ? `M${x - r - 1} ${y - r}L${x + r + 1} ${y - r}L${x} ${y + r + 1}Z` : `M${x - r - 1} ${y + r}L${x + r + 1} ${y + r}L${x} ${y - r - 1}Z`;
    return <path d={d} className={styles.markerSolid} />;
  }
  return <circle cx={x} cy={y} r={r} className={p.flag === 'normal' ? styles.markerSolid : styles.markerOpen} />;
}

/** The drawing's width in CSS pixels, so its text keeps its size from a phone to a desktop. */
function useWidth(): [(el: HTMLDivElement | null) => void, number] {
  const [width, setWidth] = useState(480);
  const [el, ref] = useState<HTMLDivElement | null>(null);
  // Measured before the first paint, so a chart is drawn once at its width rather than twice.
  useLayoutEffect(() => {
    const w = Math.round(el?.getBoundingClientRect().width ?? 0);
    if (w > 0) setWidth(Math.max(300, Math.min(640, w)));
  }, [el]);
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(Math.max(300, Math.min(640, w)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [ref, width];
}

export function LongitudinalChart({ item }: { item: LongitudinalItem }) {
  const { t, locale } = useReportTexts();
  const [box, width] = useWidth();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hatch = `hatch-${uid}`;
  const series = useMemo(() => seriesOf(item), [item]);
  const [active, setActive] = useState<number | null>(null);
  const x = scale(series.x.min, series.x.max, pad.left, width - pad.right);
  const y = scale(series.y.min, series.y.max, height - pad.bottom, pad.top);
  const xTicks = ticks(series.x.min / 12, series.x.max / 12, 5).map((years) => years * 12);
  const yTicks = ticks(series.y.min, series.y.max, 5);
  const band = bandPolygon(series);
  const valued = series.points.filter((p) => p.value !== null);
  const value = (p: SeriesPoint) => formatValue(p.value, item.decimals, item.unit, locale, t);
  const describe = (p: SeriesPoint) =>
    t('longitudinal.point', { age: formatYears(p.ageMonths, locale), value: value(p), assessment: flagText(p.flag, p.side, t) || t('viewer.noReference') });
  const title = item.unit ? `${item.name} (${unitText(item.unit, t)})` : item.name;
  const first = series.points[0];
  const last = series.points.at(-1);
  const tickText = (v: number) => numberFormat(locale, { maximumFractionDigits: Math.max(item.decimals, 2) }).format(v);

  const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
    if (valued.length === 0) return;
    const index = active === null ? -1 : valued.findIndex((p) => p.evaluationId === active);
    let next = index;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = Math.min(valued.length - 1, index + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = Math.max(0, index < 0 ? 0 : index - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = valued.length - 1;
    else return;
    event.preventDefault();
    setActive(valued[next]?.evaluationId ?? null);
  };
  const activePoint = valued.find((p) => p.evaluationId === active) ?? null;
  // Values of points close together take turns above and below their points, so each stays readable.
  const labelsBelow: boolean[] = [];
  valued.forEach((p, i) => {
    const prev = valued[i - 1];
    const close = prev !== undefined && x(p.ageMonths) - x(prev.ageMonths) < 40;
    labelsBelow.push(close && !labelsBelow[i - 1]);
  });

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figcaption}>
        <h4 className={styles.itemTitle}>{title}</h4>
      </figcaption>
      <div className={styles.pair}>
        <div className={styles.chartBox} ref={box}>
          <svg
            viewBox={`0 0 ${width} ${height}`}
            className={styles.chart}
            role="img"
            aria-label={t('longitudinal.chartTitle', { name: title })}
            aria-describedby={`${uid}-desc`}
            tabIndex={0}
            onKeyDown={onKey}
            onBlur={() => setActive(null)}
          >
            <defs>
              <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <line x1="0" y1="0" x2="0" y2="6" className={styles.hatchLine} />
              </pattern>
            </defs>
            {band.length > 0 && (
              <polygon points={band.map((p) => `${x(p.age)},${y(p.value)}`).join(' ')} className={styles.band} fill={`url(#${hatch})`} />
            )}
            {yTicks.map((v) => (
              <g key={`y${v}`}>
                <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} className={styles.grid} />
                <text x={pad.left - 6} y={y(v) + 4} textAnchor="end" className={styles.tick}>{tickText(v)}</text>
              </g>
            ))}
            {xTicks.map((m) => (
              <text key={`x${m}`} x={x(m)} y={height - pad.bottom + 16} textAnchor="middle" className={styles.tick}>
                {numberFormat(locale, { maximumFractionDigits: 1 }).format(m / 12)}
              </text>
            ))}
            <line x1={pad.left} x2={width - pad.right} y1={height - pad.bottom} y2={height - pad.bottom} className={styles.axis} />
            <line x1={pad.left} x2={pad.left} y1={pad.top} y2={height - pad.bottom} className={styles.axis} />
            <text x={(pad.left + width - pad.right) / 2} y={height - 8} textAnchor="middle" className={styles.axisLabel}>{t('longitudinal.ageAxis')}</text>
            {valued.length > 1 && (
              <polyline points={valued.map((p) => `${x(p.ageMonths)},${y(p.value as number)}`).join(' ')} className={styles.line} />
            )}
            {valued.map((p, i) => {
              const px = x(p.ageMonths);
              const py = y(p.value as number);
              const below = labelsBelow[i] ?? false;
              return (
                <g key={p.evaluationId} className={p.evaluationId === active ? styles.activePoint : undefined}>
                  <Marker p={p} x={px} y={py} />
                  <text x={px} y={below ? py + 22 : py - 10} textAnchor="middle" className={styles.valueLabel}>
                    {numberFormat(locale, { minimumFractionDigits: item.decimals, maximumFractionDigits: item.decimals }).format(p.value as number)}
                  </text>
                  {p.evaluationId === active && <circle cx={px} cy={py} r={10} className={styles.focusRing} />}
                </g>
              );
            })}
          </svg>
          <p id={`${uid}-desc`} className={styles.legend}>
            <span aria-hidden="true" className={styles.bandKey} /> {t('longitudinal.bandLegend')}
            {first && last && (
              <VisuallyHidden>
                {' '}{t('longitudinal.chartDesc', { count: series.points.length, from: formatDate(first.evaluatedAt, locale), to: formatDate(last.evaluatedAt, locale) })}
              </VisuallyHidden>
            )}
          </p>
          <p className={styles.announce} aria-live="polite">{activePoint ? describe(activePoint) : ''}</p>
        </div>
        <ValuesTable item={item} series={series} title={title} />
      </div>
    </figure>
  );
}

/** The chart's values as a table, for screen readers and print; unchanged when the chart is resized. */
const ValuesTable = memo(function ValuesTable({ item, series, title }: { item: LongitudinalItem; series: Series; title: string }) {
  const { t, locale } = useReportTexts();
  const value = (p: SeriesPoint) => formatValue(p.value, item.decimals, item.unit, locale, t);
  const name = t('longitudinal.table', { name: title });
  // A named region that takes focus, so that a keyboard can scroll it when it is wider than its room.
  return (
    <DataTable className={styles.data} stackedClassName={styles.dataStacked} frameClassName={styles.tableBox} regionLabel={name} stackBelow="narrow">
      <caption className={styles.caption}>{name}</caption>
      <thead>
        <tr>
          <th scope="col" data-label="">{t('evaluations.date')}</th>
          <th scope="col">{t('longitudinal.ageAxis')}</th>
          <th scope="col">{t('viewer.value')}</th>
          <th scope="col">{t('viewer.reference')}</th>
          <th scope="col">{t('viewer.assessment')}</th>
        </tr>
      </thead>
      <tbody>
        {series.points.map((p) => (
          <tr key={p.evaluationId}>
            <th scope="row">{formatDate(p.evaluatedAt, locale)}</th>
            <td className={styles.number}>{formatYears(p.ageMonths, locale)}</td>
            <td className={styles.number}>{value(p)}</td>
            <td className={styles.number}>
              {formatRange(p.low === null && p.high === null ? null : { low: p.low, high: p.high }, item.decimals, locale, t)}
            </td>
            <td>
              <Flag flag={p.flag} side={p.side} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
});
