/**
 * The ready-made PGlite databases the server and browser tests start on
 * (test/server/support/db-snapshot.ts): migrated, seeded or not, and a private copy per server.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { startServer } from '../../src/server/app.ts';
import { migrations } from '../../src/server/db/migrate.ts';
import { demoAccounts } from '../../src/server/seed/demo-data.ts';
import { copySnapshot, ensureSnapshots, removeCopy, snapshotKey, type SnapshotKind } from './support/db-snapshot.ts';

const snapshots = suite('test database snapshots');

async function serverOn(kind: SnapshotKind) {
  await ensureSnapshots();
  const dataDir = copySnapshot(kind);
  assert.ok(dataDir, 'the snapshot exists once ensureSnapshots() has run');
  const logs: string[] = [];
  const server = await startServer({ port: 0, seed: kind === 'seeded', database: { dataDir }, logger: (entry) => logs.push(entry.event) });
  return { server, dataDir, logs };
}

snapshots('the seeded snapshot holds every migration and the demo accounts, so a start applies and seeds nothing', async () => {
  const { server, dataDir, logs } = await serverOn('seeded');
  try {
    const versions = await server.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    assert.equal(versions.map((row) => row.version), migrations.map((migration) => migration.version));
    const users = await server.db.query<{ email: string }>('SELECT email FROM users');
    assert.is(users.length, demoAccounts.length);
    assert.not.ok(logs.includes('migrations_applied'));
    assert.not.ok(logs.includes('demo_seeded'));
  } finally {
    await server.close();
    removeCopy(dataDir);
  }
  assert.not.ok(existsSync(dataDir), 'the copy is removed');
});

snapshots('the empty snapshot is migrated with no users and no institutions', async () => {
  const { server, dataDir } = await serverOn('empty');
  try {
    const rows = await server.db.query<{ users: number; institutions: number; roles: number }>(
      'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM institutions)::int AS institutions, (SELECT count(*) FROM roles)::int AS roles',
    );
    assert.equal(rows[0], { users: 0, institutions: 0, roles: rows[0]?.roles ?? 0 });
    assert.ok((rows[0]?.roles ?? 0) > 0, 'the role catalogue is written');
  } finally {
    await server.close();
    removeCopy(dataDir);
  }
});

snapshots('each server writes to its own copy: what one writes the next never sees', async () => {
  const first = await serverOn('seeded');
  try {
    await first.server.db.query("INSERT INTO institutions (name, country, created_at) VALUES ('Only here', 'ES', now())");
  } finally {
    await first.server.close();
    removeCopy(first.dataDir);
  }
  const second = await serverOn('seeded');
  try {
    const rows = await second.server.db.query("SELECT id FROM institutions WHERE name = 'Only here'");
    assert.is(rows.length, 0);
  } finally {
    await second.server.close();
    removeCopy(second.dataDir);
  }
});

snapshots('the cache key follows the password-hash cost the snapshot was seeded with', () => {
  const saved = process.env.PASSWORD_HASH_COST;
  try {
    process.env.PASSWORD_HASH_COST = 'test';
    const cheap = snapshotKey();
    process.env.PASSWORD_HASH_COST = 'standard';
    assert.is.not(snapshotKey(), cheap);
  } finally {
    if (saved === undefined) delete process.env.PASSWORD_HASH_COST;
    else process.env.PASSWORD_HASH_COST = saved;
  }
});

snapshots.run();
