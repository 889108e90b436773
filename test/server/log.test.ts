import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bufferedSink, createLogger } from '../../src/server/core/log.ts';

const log = suite('structured logs');
const tick = () => new Promise((resolve) => setImmediate(resolve));

log('entries of one turn of the event loop go out in one write, one JSON line each', async () => {
  const writes: string[] = [];
  const sink = bufferedSink((text) => writes.push(text));
  const logger = createLogger(sink, () => 0);
  logger.info('request', { status: 200 });
  logger.warn('auth_failure', { reason: 'Invalid token' });
  assert.equal(writes, [], 'nothing is written during the turn');
  await tick();
  assert.is(writes.length, 1);
  const lines = (writes[0] ?? '').trimEnd().split('\n').map((line) => JSON.parse(line));
  assert.equal(lines.map((l) => [l.level, l.event]), [['info', 'request'], ['warn', 'auth_failure']]);
  assert.is(lines[0].time, '1970-01-01T00:00:00.000Z');
});

log('flush writes what is waiting at once, and nothing twice', async () => {
  const writes: string[] = [];
  const sink = bufferedSink((text) => writes.push(text));
  createLogger(sink, () => 0).error('handler_error');
  sink.flush();
  assert.is(writes.length, 1);
  await tick();
  assert.is(writes.length, 1);
});

log('a field can never overwrite the stamp of an entry', () => {
  const entries: unknown[] = [];
  createLogger((entry) => entries.push(entry), () => 0).info('request', { level: 'error', event: 'forged' });
  assert.equal(entries, [{ time: '1970-01-01T00:00:00.000Z', level: 'info', event: 'request' }]);
});

log.run();
