// The server's policy for promise rejections nobody handled (src/server/db/stray-rejections.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { strayRejectionPolicy } from '../../src/server/db/stray-rejections.ts';

const test = suite('rejections nobody handled');

function recorder() {
  const warned: string[] = [];
  return { warned, policy: strayRejectionPolicy({ warn: (event) => warned.push(event) }) };
}

test('a database connection lost inside the PostgreSQL client is logged, and the process keeps serving', () => {
  const { warned, policy } = recorder();
  for (const code of ['CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'ECONNREFUSED', '57P01']) {
    policy(Object.assign(new Error(`write ${code} 127.0.0.1:5432`), { code }));
  }
  assert.equal(warned, ['database_connection_lost', 'database_connection_lost', 'database_connection_lost', 'database_connection_lost']);
});

test('any other rejection nobody handled still ends the process (the policy throws it on)', () => {
  const { warned, policy } = recorder();
  const bug = new TypeError('Cannot read properties of undefined');
  assert.throws(() => policy(bug), (error: unknown) => error === bug);
  const refusal = Object.assign(new Error('duplicate key'), { code: '23505' });
  assert.throws(() => policy(refusal), (error: unknown) => error === refusal);
  assert.throws(() => policy('a string'), (error: unknown) => error === 'a string');
  assert.equal(warned, []);
});

test.run();
