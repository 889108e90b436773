import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bandPolygon, scale, seriesOf, ticks } from '../../../../src/portal/features/reports/series.ts';
import { pollDelay, stillProcessing } from '../../../../src/portal/features/reports/poll.ts';

const point = (id: number, age: number, value: number | null, low: number | null = 10, high: number | null = 20) => ({
  evaluation_id: id,
  evaluated_at: `2025-0${id}-01T09:00:00.000Z`,
  age_months: age,
  value,
  reference: low === null && high === null ? null : { low, high },
  flag: null,
  side: null,
});

const series = suite('longitudinal series');

series('points come in age order, whatever order the answer gives', () => {
  const s = seriesOf({ points: [point(2, 80, 15), point(1, 70, 12), point(3, 90, 22)] });
  assert.equal(s.points.map((p) => p.ageMonths), [70, 80, 90]);
  assert.equal(s.points.map((p) => p.evaluationId), [1, 2, 3]);
});

series('the value axis holds every value and every reference bound, with a margin', () => {
  const s = seriesOf({ points: [point(1, 70, 25), point(2, 80, 8)] });
  assert.ok(s.y.min < 8 && s.y.max > 25, JSON.stringify(s.y));
  assert.ok(s.x.min < 70 && s.x.max > 80);
});

series('a missing value stays a point without a value, and does not stretch the axis', () => {
  const s = seriesOf({ points: [point(1, 70, null, null, null), point(2, 80, 15, null, null)] });
  assert.is(s.points[0]?.value, null);
  assert.ok(s.y.max < 17);
});

series('the reference band follows the bounds over age, and an open bound runs to the edge', () => {
  const s = seriesOf({ points: [point(1, 70, 12, 10, 20), point(2, 80, 15, 11, null)] });
  const band = bandPolygon(s);
  assert.equal(band.map((p) => p.age), [70, 80, 80, 70]);
  assert.equal(band.map((p) => p.value), [20, s.y.max, 11, 10]);
  assert.equal(bandPolygon(seriesOf({ points: [point(1, 70, 12, null, null)] })), []);
});

series('ticks are round numbers inside the range; scale maps the range onto the drawing', () => {
  assert.equal(ticks(0, 10, 5), [0, 2, 4, 6, 8, 10]);
  assert.equal(ticks(9.3, 12.1, 5), [10, 11, 12]);
  assert.equal(ticks(0.12, 0.31, 4), [0.15, 0.2, 0.25, 0.3]);
  const x = scale(0, 10, 100, 200);
  assert.is(x(5), 150);
});

series.run();

const poll = suite('processing poll');

poll('an evaluation still processing is asked for again with back-off: 2, 4, 8, 16 s, then every 30 s', () => {
  assert.equal([0, 1, 2, 3, 4, 9].map(pollDelay), [2000, 4000, 8000, 16000, 30000, 30000]);
  assert.is(stillProcessing('processing'), true);
  assert.is(stillProcessing('requested'), true);
  assert.is(stillProcessing('ready'), false);
  assert.is(stillProcessing('failed'), false);
});

poll.run();
