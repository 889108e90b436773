import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { AnswerBody, Certificate, ExamState, ProgressData, TrainingVideos } from '../../src/contract/types.ts';
import { examPassMark, examRetryHours, grade } from '../../src/server/features/training/exam-rules.ts';
import { demoExamQuestions, demoTrainingVideos } from '../../src/server/seed/training-content.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, signIn, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';

const training = suite<{ t: TestServer; user: SignedIn; north: number }>('training videos, exam and certificates');
const evaluator = demoAccount('evaluator');

async function signInNorth(t: TestServer, email = evaluator.email): Promise<{ user: SignedIn; north: number }> {
  const user = await signIn(t, email, evaluator.password);
  const list = await call<{ keyid: number; institution_name: string }[]>(t, 'institution/list_inst_user/0', { headers: user.headers });
  const north = list.body.data?.find((entry) => entry.institution_name.includes('Norte'))?.keyid ?? 0;
  await call(t, `portal_users/set_login_institution/${north}`, { headers: user.headers });
  return { user, north };
}

training.before(async (ctx) => {
  ctx.t = await startTestServer();
  Object.assign(ctx, await signInNorth(ctx.t));
});

training.after(async ({ t }) => {
  await t.close();
});

const videos = (t: TestServer, user: SignedIn, lang = 'en') =>
  call<TrainingVideos>(t, `training/videos/0?lang=${lang}`, { headers: user.headers });
const progress = (t: TestServer, user: SignedIn, position: number, body: { resume_ms: number; ended: boolean }) =>
  call<ProgressData>(t, `training/set_progress/${position}`, { headers: user.headers, json: body });
const exam = (t: TestServer, user: SignedIn, lang = 'en') => call<ExamState>(t, `evaluator_exams/get/0?lang=${lang}`, { headers: user.headers });
const answer = (t: TestServer, user: SignedIn, id: number, body: AnswerBody) =>
  call<{ saved: number; result: ExamState['last_result'] }>(t, `evaluator_exams/set_answer/${id}`, { headers: user.headers, json: body });

training('training is refused without the evaluator role or without a chosen institution', async ({ t }) => {
  const clinician = await signInNorth(t, demoAccount('clinician').email);
  for (const path of ['training/videos/0', 'evaluator_exams/get/0', 'training/set_progress/0']) {
    const res = await call(t, path, { headers: clinician.user.headers, json: path.includes('progress') ? { resume_ms: 0, ended: true } : undefined });
    assert.is(res.status, 403, path);
    assert.is(res.body.message, serverReason.badPermissions);
  }
  const fresh = await signIn(t, evaluator.email, evaluator.password);
  assert.is((await videos(t, fresh)).status, 409);
});

training('the videos come in the chosen language with signed, playable links; only the first is unlocked', async ({ t, user }) => {
  const en = await videos(t, user, 'en');
  const es = await videos(t, user, 'es');
  assert.is(en.status, 200);
  assert.is(en.body.data?.total_rows, demoTrainingVideos.length);
  assert.equal(en.body.data?.videos.map((v) => v.title), demoTrainingVideos.map((v) => v.title.en));
  assert.equal(es.body.data?.videos.map((v) => v.title), demoTrainingVideos.map((v) => v.title.es));
  assert.equal(en.body.data?.videos.map((v) => v.unlocked), [true, false, false]);
  const first = es.body.data?.videos[0];
  assert.ok(first && !first.video_url.includes(user.token), 'no session token in a media link');
  const media = await fetch(`${t.url}/api/${first?.video_url}`, { headers: { Range: 'bytes=0-3' } });
  assert.is(media.status, 206);
  assert.is(media.headers.get('content-type'), 'video/webm');
  // The WebM (EBML) signature.
  assert.equal([...new Uint8Array(await media.arrayBuffer())], [0x1a, 0x45, 0xdf, 0xa3]);
  const captions = await fetch(`${t.url}/api/${first?.captions_url}`);
  assert.match(await captions.text(), /bienvenida/);
  assert.is((await videos(t, user, 'fr')).status, 400);
});

training('a locked video cannot be marked watched: videos unlock in order', async ({ t, user }) => {
  const res = await progress(t, user, 1, { resume_ms: 0, ended: true });
  assert.is(res.status, 409);
  assert.is(res.body.message, serverReason.trainingVideoLocked);
  assert.is((await progress(t, user, 99, { resume_ms: 0, ended: false })).status, 404);
});

training('the exam stays closed until every video was watched to its end', async ({ t, user }) => {
  const res = await exam(t, user);
  assert.is(res.body.data?.status, 'videos');
  assert.equal(res.body.data?.questions, []);
});

training('the resume point is kept per user, so a new device resumes where the player stopped', async ({ t, user }) => {
  const saved = await progress(t, user, 0, { resume_ms: 1500, ended: false });
  assert.equal(saved.body.data, { position: 0, resume_ms: 1500, watched: false, watched_positions: [] });
  const other = await signInNorth(t);
  assert.is((await videos(t, other.user, 'es')).body.data?.videos[0]?.resume_ms, 1500);
  // A resume point beyond the end is cut to the end.
  assert.is((await progress(t, user, 0, { resume_ms: 999_999, ended: false })).body.data?.resume_ms, demoTrainingVideos[0]?.durationMs);
});

training('watching a video to its end unlocks the next one', async ({ t, user }) => {
  for (const position of [0, 1, 2]) {
    const res = await progress(t, user, position, { resume_ms: 4000, ended: true });
    assert.is(res.status, 200, `video ${position}`);
    assert.is(res.body.data?.watched, true);
  }
  const list = await videos(t, user);
  assert.equal(list.body.data?.videos.map((v) => [v.unlocked, v.watched]), [[true, true], [true, true], [true, true]]);
});

training('the exam opens with its questions, some on a playable clip, and keeps the answers sent', async ({ t, user }) => {
  const open = await exam(t, user, 'es');
  const state = open.body.data as ExamState;
  assert.is(state.status, 'open');
  assert.is(state.pass_mark, examPassMark);
  assert.is(state.questions.length, demoExamQuestions.length);
  assert.is(state.questions[0]?.prompt, demoExamQuestions[0]?.prompt.es);
  const clip = state.questions.find((q) => q.clip)?.clip;
  assert.ok(clip, 'a question on a clip');
  assert.is((await fetch(`${t.url}/api/${clip.video_url}`)).status, 200);
  const first = state.questions[0];
  const saved = await answer(t, user, state.exam_id ?? 0, { answers: [{ question_id: first?.id ?? 0, option: 1 }], submit: false });
  assert.equal(saved.body.data, { saved: 1, result: null });
  assert.is((await exam(t, user)).body.data?.questions[0]?.answer, 1);
  assert.is((await exam(t, user)).body.data?.exam_id, state.exam_id, 'the same attempt');
});

training('an answer naming an unknown question or option, or an unknown exam, is refused', async ({ t, user }) => {
  const state = (await exam(t, user)).body.data as ExamState;
  const id = state.exam_id ?? 0;
  const q = state.questions[0]?.id ?? 0;
  assert.is((await answer(t, user, id, { answers: [{ question_id: 9999, option: 0 }], submit: false })).status, 400);
  assert.is((await answer(t, user, id, { answers: [{ question_id: q, option: 7 }], submit: false })).status, 400);
  assert.is((await answer(t, user, id + 1000, { answers: [], submit: false })).status, 404);
});

training('a failed exam says what to review and when it can be retried; status stays 1', async ({ t, user }) => {
  const state = (await exam(t, user)).body.data as ExamState;
  // Only the first question right: 25 %.
  const answers = state.questions.map((q, i) => ({ question_id: q.id, option: i === 0 ? (demoExamQuestions[0]?.correct ?? 0) : 0 }));
  answers[1] = { question_id: state.questions[1]?.id ?? 0, option: 0 };
  const res = await answer(t, user, state.exam_id ?? 0, { answers, submit: true });
  const result = res.body.data?.result;
  assert.is(result?.passed, false);
  assert.is(result?.score, 25);
  assert.equal(result?.review.map((r) => r.position), [1, 2]);
  assert.ok(result?.retry_at);
  assert.is(Date.parse(result?.retry_at ?? '') - Date.parse(result?.submitted_at ?? ''), examRetryHours * 3600_000);
  const after = await exam(t, user);
  assert.is(after.body.data?.status, 'wait');
  assert.is(after.body.data?.last_result?.score, 25);
  const again = await answer(t, user, state.exam_id ?? 0, { answers: [], submit: true });
  assert.is(again.status, 409);
  assert.is(again.body.message, serverReason.examClosed);
  const choice = await call<{ evaluator_status: string }>(t, `portal_users/set_login_institution/${(await signInNorth(t)).north}`, { headers: user.headers });
  assert.is(choice.body.data?.evaluator_status, '1');
});

training('after the wait a new attempt opens; passing sets status 2 and issues a verifiable certificate', async (ctx) => {
  const { t } = ctx;
  t.advance(examRetryHours * 3600_000 + 1000);
  const { user, north } = await signInNorth(t);
  const state = (await exam(t, user)).body.data as ExamState;
  assert.is(state.status, 'open');
  const answers = state.questions.map((q, i) => ({ question_id: q.id, option: demoExamQuestions[i]?.correct ?? 0 }));
  const res = await answer(t, user, state.exam_id ?? 0, { answers, submit: true });
  const result = res.body.data?.result;
  assert.is(result?.passed, true);
  assert.is(result?.score, 100);
  assert.equal(result?.review, []);
  assert.is(result?.retry_at, null);
  const choice = await call<{ evaluator_status: string }>(t, `portal_users/set_login_institution/${north}`, { headers: user.headers });
  assert.is(choice.body.data?.evaluator_status, '2');
  assert.is((await exam(t, user)).body.data?.status, 'passed');

  const list = await call<{ certificates: { id: number; verification_code: string }[]; total_rows: number }>(t, 'evaluator_exams/list_certificates_user/0', { headers: user.headers });
  assert.is(list.body.data?.total_rows, 1);
  const entry = list.body.data?.certificates[0];
  assert.is(entry?.id, result?.certificate_id);
  const cert = await call<Certificate>(t, `evaluator_exams/get_certificate_user/${entry?.id}`, { headers: user.headers });
  assert.is(cert.body.data?.holder_name, `${evaluator.firstName} ${evaluator.lastName}`);
  assert.is(cert.body.data?.institution_name, 'Hospital Universitario del Norte');
  assert.match(cert.body.data?.verification_code ?? '', /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

  // The public check needs no sign-in.
  const check = await call<{ valid: boolean; holder_name: string }>(t, cert.body.data?.verify_path ?? '', { method: 'GET' });
  assert.is(check.status, 200);
  assert.equal(check.body.data?.holder_name, cert.body.data?.holder_name);
  assert.is((await call(t, 'evaluator_exams/verify_certificate/ABCD-EFGH-JKLM-NPQR', { method: 'GET' })).status, 404);

  // Another user never sees it.
  const other = await signIn(t, demoAccount('clinician').email, evaluator.password);
  const theirs = await call(t, `evaluator_exams/get_certificate_user/${entry?.id}`, { headers: other.headers });
  assert.is(theirs.status, 404);
  assert.is((await call<{ total_rows: number }>(t, 'evaluator_exams/list_certificates_user/0', { headers: other.headers })).body.data?.total_rows, 0);
});

const rules = suite('exam grading');
rules('an unanswered question counts as wrong and the score is rounded down', () => {
  const g = grade([{ correct: true, review: 0 }, { correct: true, review: 0 }, { correct: false, review: 2 }], 67);
  assert.is(g.score, 66);
  assert.is(g.passed, false);
  assert.equal(g.review, [2]);
});
rules('the pass mark passes at exactly the mark', () => {
  assert.is(grade([true, true, true, false].map((correct) => ({ correct, review: 0 })), 75).passed, true);
});
rules('an exam with no questions never passes', () => {
  assert.is(grade([]).passed, false);
});

training.run();
rules.run();
