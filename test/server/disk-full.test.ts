// The embedded database on a disk that fills up, as it would on a hospital's small server: the
// data directory on a small file system of its own (a tmpfs the test mounts), filled to the last
// byte under a medical-record clerk's writes. A write that cannot be made answers the API's 503
// (not a 500 that looks like a bug), the log says in words that the disk holding DATA_DIR is full
// and names it, `/api/ready` says not ready; once space is freed the same server is ready and
// writes again, without a restart. Mounting needs root and a system that allows it: elsewhere the
// test is skipped with a message (db/pglite-db.ts's handling is also checked without a mount in
// pglite-resources.test.ts).
import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { InstitutionEntry, MedicalRecord, StdString } from '../../src/contract/types.ts';
import { demoAccount, demoInstitutions } from '../../src/server/seed/demo-data.ts';
import { copySnapshot, ensureSnapshots, removeCopy } from './support/db-snapshot.ts';
import { call, signIn, startTestServer, waitUntil, type SignedIn, type TestServer } from './support/test-server.ts';

const test = suite('the embedded database on a full disk');

/** Mounts a tmpfs of `size` on a new folder; the folder, or why it cannot be done. */
function mountSmallDisk(size: string): { dir: string } | { why: string } {
  if (process.getuid?.() !== 0) return { why: 'mounting a small file system needs root' };
  const dir = mkdtempSync(join(tmpdir(), 'portal-small-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { encoding: 'utf8' });
  if (mounted.status === 0) return { dir };
  rmSync(dir, { recursive: true, force: true });
  return { why: `mount -t tmpfs was refused here (${(mounted.stderr || String(mounted.error)).trim()})` };
}

function unmount(dir: string): void {
  spawnSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
}

/** Fills the file system of `dir` to the last byte with one file; resolves its path. */
function fill(dir: string): string {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (let size = chunk.length; size >= 512; ) {
      try {
        writeSync(fd, chunk, 0, size);
      } catch {
        size /= 2;
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

const disk = mountSmallDisk('128m');
// A test that fails half-way leaves no mount behind it.
if ('dir' in disk) process.once('exit', () => spawnSync('umount', [disk.dir]));

if ('why' in disk) {
  console.log(`Skipped: the full-disk test, since ${disk.why}.`);
  test.skip('a small file system of its own is needed', () => {});
} else {
  let t: TestServer;
  let clerk: SignedIn;
  let fields: Record<string, unknown>;
  let codes = 0;
  const dataDir = join(disk.dir, 'data');
  const save = () =>
    call<MedicalRecord>(t, 'medical_record/set_inst/0', {
      headers: clerk.headers,
      json: { base_revision: 0, new_subject: { code: `FULL-${++codes}`, institution_reference: '' }, fields },
    });

  test.before(async () => {
    await ensureSnapshots();
    const copy = copySnapshot('seeded');
    if (!copy) throw new Error('the seeded snapshot was not built');
    cpSync(copy, dataDir, { recursive: true });
    removeCopy(copy);
    t = await startTestServer({ database: { dataDir } });
    const account = demoAccount('medical_record_entry');
    clerk = await signIn(t, account.email, account.password);
    const list = await call<InstitutionEntry[]>(t, 'institution/list_inst_user/0', { headers: clerk.headers });
    const south = list.body.data?.find((i) => i.institution_name === demoInstitutions.south.name);
    assert.is((await call(t, `portal_users/set_login_institution/${south?.keyid}`, { headers: clerk.headers })).status, 200);
    assert.is((await call(t, 'portal_users/set_terms_and_conditions_user/1', { headers: clerk.headers })).status, 200);
    const strings = (await call<{ strings: StdString[] }>(t, 'extras/get_all_std_string/0', { headers: clerk.headers })).body.data?.strings ?? [];
    fields = {
      birth_date: '2019-01-02',
      sex: 'female',
      diagnoses: [strings.find((s) => s.category === 'diagnosis')?.id],
      referral_reason: strings.find((s) => s.category === 'referral_reason')?.id,
      medication: '',
      clinical_notes: 'A visit recorded while the disk filled up.',
      referring_clinician: '',
    };
  });

  test.after(async () => {
    await t?.close().catch(() => {});
    unmount(disk.dir);
  });

  test('a full disk: 503 and a log line naming DATA_DIR, not ready; space freed: ready and writing again, without a restart', async () => {
    assert.is((await save()).status, 200, 'a write before the disk fills');
    const filler = fill(disk.dir);
    // Some writes still find room in pages the database has already; the first that needs more
    // of the disk fails.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof save>> | null = null;
    while (!refused && statuses.length < 500) {
      const answer = await save();
      statuses.push(answer.status);
      if (answer.status !== 200) refused = answer;
    }
    assert.ok(refused, `a write failed within ${statuses.length} tries`);
    assert.is(refused?.status, 503, `a full disk is no bug: ${refused?.status} ${refused?.body.message}`);
    assert.is(refused?.body.message, serverReason.databaseUnavailable);
    assert.is(refused?.headers.get('retry-after'), '5');
    const line = t.logs.find((e) => e.event === 'disk_full');
    assert.ok(line, 'the log says so');
    assert.is(line?.level, 'error');
    assert.is(line?.data_dir, dataDir);
    assert.match(String(line?.note), `The disk holding DATA_DIR (${dataDir}) is full`);
    assert.not.ok(t.logs.some((e) => e.event === 'request_failed' || e.level === 'error' && e.event !== 'disk_full'), 'no other error: nothing reads as a bug');
    const ready = await fetch(`${t.url}/api/ready`);
    assert.is(ready.status, 503, 'not ready while writes fail');
    assert.equal(await ready.json(), { message: serverReason.databaseUnavailable, data: { reason: 'The disk holding the database is full.' } });
    assert.is((await fetch(`${t.url}/api/health`)).status, 200, 'alive');

    rmSync(filler);
    await waitUntil(async () => (await fetch(`${t.url}/api/ready`)).status === 200, 10_000);
    assert.ok(t.logs.some((e) => e.event === 'disk_space_back'));
    const after = await save();
    assert.is(after.status, 200, `writes again: ${after.body.message}`);
  });
}

test.run();
