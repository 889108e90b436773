// How the embedded database's lack of a resource reaches the client and the operator
// (db/pglite-db.ts), without a disk to fill: a SQLSTATE of class 53 becomes the API's 503, a full
// disk (53100) is logged once in words with DATA_DIR's path, and readiness stays off until the
// file system has room again. The same on a real small disk: disk-full.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import { ApiError } from '../../src/server/core/api-error.ts';
import type { LogEntry } from '../../src/server/core/log.ts';
import { createLogger } from '../../src/server/core/log.ts';
import { diskRoomBytes, resourceWatch } from '../../src/server/db/pglite-db.ts';

const sqlError = (code: string) => Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), { code });

test('a full disk: a 503, one log line naming DATA_DIR, not ready until there is room again', () => {
  const logs: LogEntry[] = [];
  let free = 0;
  const watch = resourceWatch('/srv/portal/data', createLogger((e) => logs.push(e), Date.now), () => free);
  assert.is(watch.reason(), null, 'ready before any failure');
  for (let i = 0; i < 3; i++) {
    const answer = watch.failure(sqlError('53100'));
    assert.ok(answer instanceof ApiError);
    assert.is((answer as ApiError).status, 503);
    assert.is((answer as ApiError).message, serverReason.databaseUnavailable);
  }
  assert.equal(logs.map((e) => e.event), ['disk_full'], 'said once, not at every failed write');
  assert.is(logs[0]?.data_dir, '/srv/portal/data');
  assert.match(String(logs[0]?.note), 'The disk holding DATA_DIR (/srv/portal/data) is full');
  assert.is(watch.reason(), 'The disk holding the database is full.');
  free = diskRoomBytes - 1;
  assert.ok(watch.reason(), 'still too little room');
  free = diskRoomBytes;
  assert.is(watch.reason(), null, 'ready again once there is room');
  assert.equal(logs.map((e) => e.event), ['disk_full', 'disk_space_back']);
});

test('the rest of class 53 (out of memory, too many connections) is a 503 too; other errors pass as they are', () => {
  const logs: LogEntry[] = [];
  const watch = resourceWatch(undefined, createLogger((e) => logs.push(e), Date.now), () => 0);
  assert.is((watch.failure(sqlError('53200')) as ApiError).status, 503);
  assert.equal(logs.map((e) => e.event), ['database_out_of_resources']);
  assert.is(watch.reason(), null, 'memory is not the disk: readiness is not held');
  const unique = sqlError('23505');
  assert.is(watch.failure(unique), unique);
  const plain = new Error('no code');
  assert.is(watch.failure(plain), plain);
});

test.run();
