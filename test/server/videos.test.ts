import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { TaskVideo, VideoRequest } from '../../src/contract/types.ts';
import { claimJob, completeJob } from '../../src/server/features/videos/video-worker.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, logged, seededPglite, signIn, startTestServer, waitUntil, type SignedIn, type TestServer } from './support/test-server.ts';

interface Ctx {
  t: TestServer;
  inst: SignedIn;
  clinician: SignedIn;
  north: number;
  south: number;
}

const videos = suite<Ctx>('processed videos: requests, scope and the job queue');

/** Chooses an institution and accepts its terms, as the portal asks before any patient data. */
async function choose(t: TestServer, user: SignedIn, institution: number) {
  await call(t, `portal_users/set_login_institution/${institution}`, { headers: user.headers });
  await call(t, 'portal_users/set_terms_and_conditions_user/1', { headers: user.headers });
}

async function evaluationOf(t: TestServer, where: string, params: unknown[] = []): Promise<{ id: number; task_id: string | null }> {
  const rows = await t.server.db.query<{ id: number; task_id: string | null }>(`SELECT id, task_id FROM evaluations e WHERE ${where} ORDER BY id LIMIT 1`, params);
  if (!rows[0]) throw new Error(`no evaluation where ${where}`);
  return rows[0];
}

videos.before(async (ctx) => {
  ctx.t = await startTestServer({ videoProcessingMs: 30, videoPollMs: 50 });
  const institutions = await ctx.t.server.db.query<{ id: number; name: string }>('SELECT id, name FROM institutions ORDER BY id');
  ctx.north = institutions.find((i) => i.name.includes('Norte'))?.id ?? 0;
  ctx.south = institutions.find((i) => i.name.includes('Sul'))?.id ?? 0;
  ctx.inst = await signIn(ctx.t, demoAccount('institutional_clinician').email, demoAccount('institutional_clinician').password);
  await choose(ctx.t, ctx.inst, ctx.north);
  ctx.clinician = await signIn(ctx.t, demoAccount('clinician').email, demoAccount('clinician').password);
  await choose(ctx.t, ctx.clinician, ctx.north);
});

videos.after(async ({ t }) => {
  await t.close();
});

const post = <T>(t: TestServer, user: SignedIn, path: string) => call<T>(t, `processing_records/${path}`, { headers: user.headers });

async function untilDone(t: TestServer, user: SignedIn, path: string): Promise<VideoRequest> {
  let last: VideoRequest | undefined;
  await waitUntil(async () => {
    last = (await post<VideoRequest>(t, user, path)).body.data;
    return last?.status === 'done';
  }, 5000);
  return last as VideoRequest;
}

videos('a request is queued, processed in the background and plays as a real, never-cached video', async ({ t, inst, north }) => {
  const evaluation = await evaluationOf(t, 'institution_id = $1 AND task_id IS NOT NULL', [north]);
  const asked = await post<VideoRequest>(t, inst, `request_video_inst/${evaluation.id}`);
  assert.is(asked.status, 200);
  assert.ok(['queued', 'processing'].includes(asked.body.data?.status ?? ''), asked.body.data?.status);
  assert.is(asked.body.data?.task_id, evaluation.task_id);
  const done = await untilDone(t, inst, `get_video_request_status_inst/${asked.body.data?.request_id}`);
  assert.is(done.request_id, asked.body.data?.request_id);
  const again = await post<VideoRequest>(t, inst, `request_video_inst/${evaluation.id}`);
  assert.is(again.body.data?.request_id, done.request_id, 'asking again answers the same request');
  const task = await post<TaskVideo>(t, inst, `get_task_video_inst/${evaluation.task_id}`);
  assert.is(task.status, 200);
  assert.ok(!task.body.data?.video_url.includes(inst.token));
  const media = await fetch(`${t.url}/api/${task.body.data?.video_url}`, { headers: { Range: 'bytes=0-3' } });
  assert.is(media.status, 206);
  assert.is(media.headers.get('cache-control'), 'no-store');
  assert.equal([...new Uint8Array(await media.arrayBuffer())], [0x1a, 0x45, 0xdf, 0xa3]);
});

videos('without the institution-wide permission the _inst forms answer 403 Bad permissions', async ({ t, clinician, north }) => {
  const evaluation = await evaluationOf(t, 'institution_id = $1 AND task_id IS NOT NULL', [north]);
  for (const path of [`request_video_inst/${evaluation.id}`, 'get_video_request_status_inst/1', `get_task_video_inst/${evaluation.task_id}`]) {
    const res = await post(t, clinician, path);
    assert.is(res.status, 403, path);
    assert.is(res.body.message, serverReason.badPermissions);
  }
});

videos('the _inst_user forms reach only the caller’s own subjects', async ({ t, clinician, north }) => {
  const theirs = await evaluationOf(
    t,
    `institution_id = $1 AND task_id IS NOT NULL AND EXISTS (SELECT 1 FROM subject_assignments a WHERE a.subject_id = e.subject_id AND a.user_id = $2)`,
    [north, clinician.id],
  );
  const notTheirs = await evaluationOf(
    t,
    `institution_id = $1 AND task_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM subject_assignments a WHERE a.subject_id = e.subject_id AND a.user_id = $2)`,
    [north, clinician.id],
  );
  assert.is((await post(t, clinician, `request_video_inst_user/${notTheirs.id}`)).status, 404);
  const mine = await post<VideoRequest>(t, clinician, `request_video_inst_user/${theirs.id}`);
  assert.is(mine.status, 200);
  await untilDone(t, clinician, `get_video_request_status_inst_user/${mine.body.data?.request_id}`);
  assert.is((await post(t, clinician, `get_task_video_inst_user/${theirs.task_id}`)).status, 200);
  assert.is((await post(t, clinician, `get_task_video_inst_user/${notTheirs.task_id}`)).status, 404);
});

videos("another institution's evaluation and request answer 404 as if they did not exist", async ({ t, inst, north, south }) => {
  const elsewhere = await evaluationOf(t, 'institution_id = $1 AND task_id IS NOT NULL', [south]);
  assert.is((await post(t, inst, `request_video_inst/${elsewhere.id}`)).status, 404);
  // A request made in the north is not found from the south.
  const here = await evaluationOf(t, 'institution_id = $1 AND task_id IS NOT NULL', [north]);
  const request = (await post<VideoRequest>(t, inst, `request_video_inst/${here.id}`)).body.data;
  await choose(t, inst, south);
  try {
    const res = await post(t, inst, `get_video_request_status_inst/${request?.request_id}`);
    assert.is(res.status, 404);
    assert.is(res.body.message, serverReason.videoRequestNotFound);
    assert.is((await post(t, inst, `get_task_video_inst/${here.task_id}`)).status, 404);
  } finally {
    await choose(t, inst, north);
  }
});

videos('the demo form works on the demonstration pool only', async ({ t, clinician, north }) => {
  const demo = await evaluationOf(t, 'is_demo AND task_id IS NOT NULL');
  const real = await evaluationOf(t, 'institution_id = $1 AND task_id IS NOT NULL', [north]);
  assert.is((await post(t, clinician, `request_video_demo_inst/${real.id}`)).status, 404);
  const asked = await post<VideoRequest>(t, clinician, `request_video_demo_inst/${demo.id}`);
  assert.is(asked.status, 200);
  await untilDone(t, clinician, `get_video_request_status_demo_inst/${asked.body.data?.request_id}`);
  assert.is((await post(t, clinician, `get_task_video_demo_inst/${demo.task_id}`)).status, 200);
});

videos('an evaluation without a recording (no task id) cannot be processed', async ({ t, inst, north }) => {
  const legacy = await evaluationOf(t, 'institution_id = $1 AND task_id IS NULL', [north]);
  const res = await post(t, inst, `request_video_inst/${legacy.id}`);
  assert.is(res.status, 409);
  assert.is(res.body.message, serverReason.videoNoRecording);
});

videos('the job queue: two workers never take the same job, and a late worker cannot complete a job taken again', async ({ t }) => {
  const db = t.server.db;
  const evaluations = await db.query<{ id: number; task_id: string }>(
    `SELECT id, task_id FROM evaluations e WHERE task_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM video_jobs j WHERE j.evaluation_id = e.id) ORDER BY id LIMIT 6`,
  );
  // Far in the future, so this server's own worker leaves them alone.
  const future = new Date(Date.now() + 3600_000 * 24 * 365);
  for (const e of evaluations) {
    await db.query(`INSERT INTO video_jobs (evaluation_id, task_id, run_after, created_at, updated_at) VALUES ($1, $2, $3, $3, $3)`, [e.id, e.task_id, future]);
  }
  const at = new Date(future.getTime() + 1000);
  const claims = await Promise.all(Array.from({ length: 8 }, () => claimJob(db, at, 60_000)));
  const ids = claims.filter((c) => c !== null).map((c) => c?.id);
  assert.is(ids.length, evaluations.length);
  assert.is(new Set(ids).size, ids.length, 'no job taken twice');
  const first = claims.find((c) => c !== null);
  if (!first) throw new Error('no claim');
  // Its lease runs out: another worker takes it again, and the first one's completion is refused.
  const later = new Date(at.getTime() + 61_000);
  let retaken = await claimJob(db, later, 60_000);
  while (retaken && retaken.id !== first.id) retaken = await claimJob(db, later, 60_000);
  assert.is(retaken?.attempts, 2);
  assert.is(await completeJob(db, first, 'processed/x.webm', 1000, later), false);
  assert.is(await completeJob(db, retaken as NonNullable<typeof retaken>, 'processed/x.webm', 1000, later), true);
  await db.query('DELETE FROM video_jobs WHERE run_after >= $1', [future]);
});

videos('the find call answers an evaluation\'s latest request, or null before any, so a page opened again shows it', async ({ t, inst, north }) => {
  const rows = await t.server.db.query<{ id: number }>(
    'SELECT e.id FROM evaluations e WHERE e.institution_id = $1 AND e.task_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM video_jobs j WHERE j.evaluation_id = e.id) ORDER BY e.id DESC LIMIT 1',
    [north],
  );
  const id = rows[0]?.id ?? 0;
  const before = await post<{ request: VideoRequest | null }>(t, inst, `find_video_request_inst/${id}`);
  assert.is(before.status, 200);
  assert.equal(before.body.data, { request: null });
  const asked = (await post<VideoRequest>(t, inst, `request_video_inst/${id}`)).body.data as VideoRequest;
  const after = (await post<{ request: VideoRequest | null }>(t, inst, `find_video_request_inst/${id}`)).body.data;
  assert.is(after?.request?.request_id, asked.request_id);
  assert.is((await post(t, inst, 'find_video_request_inst/999999')).status, 404);
});

videos.run();

const restart = suite('processed videos: the queue survives a restart');

restart('a request queued before a restart is processed after it, exactly once', async () => {
  const database = await seededPglite();
  if (!database.dataDir) return; // in-memory fallback: nothing survives a restart to test
  const options = { database, videoProcessingMs: 30, videoPollMs: 50 };
  const first = await startTestServer({ ...options, videoWorker: false });
  let request: VideoRequest | undefined;
  let taskId = '';
  let user: SignedIn;
  try {
    const account = demoAccount('institutional_clinician');
    user = await signIn(first, account.email, account.password);
    const north = (await first.server.db.query<{ id: number }>("SELECT id FROM institutions WHERE name LIKE '%Norte%'"))[0]?.id;
    await choose(first, user, north ?? 0);
    const evaluation = await evaluationOf(first, 'institution_id = $1 AND task_id IS NOT NULL', [north]);
    taskId = evaluation.task_id ?? '';
    request = (await post<VideoRequest>(first, user, `request_video_inst/${evaluation.id}`)).body.data;
    assert.is(request?.status, 'queued');
  } finally {
    await first.server.close();
  }
  const second = await startTestServer(options);
  try {
    const account = demoAccount('institutional_clinician');
    const again = await signIn(second, account.email, account.password);
    const north = (await second.server.db.query<{ id: number }>("SELECT id FROM institutions WHERE name LIKE '%Norte%'"))[0]?.id;
    await choose(second, again, north ?? 0);
    const done = await untilDone(second, again, `get_video_request_status_inst/${request?.request_id}`);
    assert.is(done.request_id, request?.request_id);
    assert.is((await post(second, again, `get_task_video_inst/${taskId}`)).status, 200);
    const rows = await second.server.db.query<{ attempts: number }>('SELECT attempts FROM video_jobs WHERE id = $1', [request?.request_id]);
    assert.is(rows[0]?.attempts, 1, 'run once');
    assert.is(logged(second, 'video_job_done').filter((e) => e.job_id === request?.request_id).length, 1);
  } finally {
    await second.close();
  }
});

restart.run();
