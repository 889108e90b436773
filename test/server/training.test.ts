import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serverReason } from '../../src/contract/messages.ts';
import type { AuditPage, Certificate, ExamState } from '../../src/contract/types.ts';
import { drawAttempt, examQuestionsPerAttempt } from '../../src/server/features/training/exam-draw.ts';
import { examPassMark, examRetryHours, grade } from '../../src/server/features/training/exam-rules.ts';
import { demoExamQuestions, demoTrainingVideos } from '../../src/server/seed/training-content.ts';
import { demoAccount } from '../../src/server/seed/demo-data.ts';
import { call, signIn, startTestServer, type SignedIn, type TestServer } from './support/test-server.ts';
import { answer, answersOf, bankQuestion, exam, northId, progress, videos } from './support/training-setup.ts';

const training = suite<{ t: TestServer; user: SignedIn; north: number }>('training videos, exam and certificates');
const evaluator = demoAccount('evaluator');

async function signInNorth(t: TestServer, email = evaluator.email): Promise<{ user: SignedIn; north: number }> {
  const user = await signIn(t, email, evaluator.password);
  const north = await northId(t, user);
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
  assert.ok(first?.video_url && !first.video_url.includes(user.token), 'no session token in a media link');
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
    // The list issues the video's link; the end comes once the video could have played out.
    await videos(t, user);
    t.advance(demoTrainingVideos[position]?.durationMs ?? 0);
    const res = await progress(t, user, position, { resume_ms: 4000, ended: true });
    assert.is(res.status, 200, `video ${position}`);
    assert.is(res.body.data?.watched, true);
  }
  const list = await videos(t, user);
  assert.equal(list.body.data?.videos.map((v) => [v.unlocked, v.watched]), [[true, true], [true, true], [true, true]]);
});

training('the exam opens with questions drawn from the bank, some on a playable clip, and keeps the answers sent', async ({ t, user }) => {
  const open = await exam(t, user, 'es');
  const state = open.body.data as ExamState;
  assert.is(state.status, 'open');
  assert.is(state.pass_mark, examPassMark);
  assert.is(state.questions.length, examQuestionsPerAttempt);
  assert.ok(examQuestionsPerAttempt < demoExamQuestions.length, 'the bank is larger than an attempt');
  for (const question of state.questions) {
    const bank = bankQuestion(question.prompt, 'es');
    assert.equal([...question.options].sort(), bank.options.map((option) => option.es).sort(), 'every option of the question, in some order');
  }
  assert.is(new Set(state.questions.map((q) => bankQuestion(q.prompt, 'es').review)).size, demoTrainingVideos.length, 'one question on each video at least');
  const clip = state.questions.find((q) => q.clip)?.clip;
  if (clip) assert.is((await fetch(`${t.url}/api/${clip.video_url}`)).status, 200);
  const first = state.questions[0];
  const saved = await answer(t, user, state.exam_id ?? 0, { answers: [{ question_id: first?.id ?? 0, option: 1 }], submit: false });
  assert.equal(saved.body.data, { saved: 1, result: null });
  const again = (await exam(t, user)).body.data;
  assert.is(again?.exam_id, state.exam_id, 'the same attempt');
  assert.equal(again?.questions.map((q) => q.id), state.questions.map((q) => q.id), 'the same questions in the same order');
  assert.is(again?.questions[0]?.answer, 1);
});

training('in European Portuguese the videos, their captions and the same open attempt come in Portuguese', async ({ t, user }) => {
  const list = (await videos(t, user, 'pt')).body.data;
  assert.equal(list?.videos.map((v) => v.title), demoTrainingVideos.map((v) => v.title.pt));
  assert.equal(list?.videos.map((v) => v.title), ['Boas-vindas à formação de avaliadores', 'Gravar uma avaliação', 'Ler o relatório']);
  const captions = await (await fetch(`${t.url}/api/${list?.videos[0]?.captions_url}`)).text();
  assert.match(captions, /Damos-lhe as boas-vindas à formação de avaliadores\./);
  const en = (await exam(t, user)).body.data as ExamState;
  const pt = (await exam(t, user, 'pt')).body.data as ExamState;
  assert.is(pt.exam_id, en.exam_id, 'the same attempt, in another language');
  assert.equal(pt.questions.map((q) => q.id), en.questions.map((q) => q.id));
  for (const question of pt.questions) {
    const bank = bankQuestion(question.prompt, 'pt');
    assert.equal([...question.options].sort(), bank.options.map((option) => option.pt).sort(), 'every option of the question, in Portuguese');
  }
  const timing = demoExamQuestions.find((q) => q.prompt.en === 'When does the next training video unlock?');
  assert.is(timing?.prompt.pt, 'Quando fica desbloqueado o vídeo de formação seguinte?');
});

training('an answer naming an unknown question or option, a question of the bank outside the attempt, or an unknown exam, is refused', async ({ t, user }) => {
  const state = (await exam(t, user)).body.data as ExamState;
  const id = state.exam_id ?? 0;
  const q = state.questions[0]?.id ?? 0;
  const rows = await t.server.db.query<{ id: number }>('SELECT id FROM exam_questions ORDER BY id');
  const outside = rows.map((row) => row.id).find((bankId) => !state.questions.some((question) => question.id === bankId)) ?? 0;
  assert.is((await answer(t, user, id, { answers: [{ question_id: 9999, option: 0 }], submit: false })).status, 400);
  assert.is((await answer(t, user, id, { answers: [{ question_id: outside, option: 0 }], submit: false })).status, 400);
  assert.is((await answer(t, user, id, { answers: [{ question_id: q, option: 7 }], submit: false })).status, 400);
  assert.is((await answer(t, user, id + 1000, { answers: [], submit: false })).status, 404);
});

training('a failed exam says what to review and when it can be retried, without a score; status stays 1', async ({ t, user }) => {
  const state = (await exam(t, user)).body.data as ExamState;
  const res = await answer(t, user, state.exam_id ?? 0, { answers: answersOf(state, false), submit: true });
  const result = res.body.data?.result;
  assert.is(result?.passed, false);
  assert.is(result?.score, null);
  assert.not.ok(result && ('correct' in result || 'total' in result), 'no count of right answers');
  const missed = [...new Set(state.questions.map((q) => bankQuestion(q.prompt).review))].sort();
  assert.equal(result?.review.map((r) => r.position), missed);
  assert.ok(result?.retry_at);
  assert.is(Date.parse(result?.retry_at ?? '') - Date.parse(result?.submitted_at ?? ''), examRetryHours * 3600_000);
  const after = await exam(t, user);
  assert.is(after.body.data?.status, 'wait');
  assert.is(after.body.data?.last_result?.score, null);
  const again = await answer(t, user, state.exam_id ?? 0, { answers: [], submit: true });
  assert.is(again.status, 409);
  assert.is(again.body.message, serverReason.examClosed);
  const choice = await call<{ evaluator_status: string }>(t, `portal_users/set_login_institution/${(await signInNorth(t)).north}`, { headers: user.headers });
  assert.is(choice.body.data?.evaluator_status, '1');
});

training('after the wait a new attempt opens; passing sets status 2, issues a verifiable certificate and writes both to the audit trail', async (ctx) => {
  const { t } = ctx;
  t.advance(examRetryHours * 3600_000 + 1000);
  const { user, north } = await signInNorth(t);
  const state = (await exam(t, user)).body.data as ExamState;
  assert.is(state.status, 'open');
  const res = await answer(t, user, state.exam_id ?? 0, { answers: answersOf(state, true), submit: true });
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

  // Issue 20, finding 6: the pass and the certificate are rows of Norte's audit trail.
  const owner = await signIn(t, demoAccount('owner').email, demoAccount('owner').password);
  await call(t, `portal_users/set_login_institution/${north}`, { headers: owner.headers });
  const trail = await call<AuditPage>(t, `portal_users/list_audit_inst/0?user=${user.id}`, { method: 'GET', headers: owner.headers });
  const rows = trail.body.data?.entries ?? [];
  const passed = rows.find((row) => row.action === 'exam_passed');
  const issued = rows.find((row) => row.action === 'certificate_issued');
  assert.ok(passed, 'a row for the passed exam');
  assert.equal(passed.changes.find((c) => c.field === 'evaluator_status'), { field: 'evaluator_status', before: '1', after: '2' });
  assert.is(passed.actor_id, user.id);
  assert.ok(issued, 'a row for the certificate');
  assert.equal(issued.changes.find((c) => c.field === 'certificate')?.after, String(entry?.id));
  assert.equal(issued.changes.find((c) => c.field === 'holder_name')?.after, cert.body.data?.holder_name);

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
const draw = suite('drawing an exam attempt');
/** A repeatable stand-in for the secure random source. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}
const bank = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, review: i % 3, optionCount: 3 }));
draw('an attempt draws the given number of different questions, at least one on each video', () => {
  for (let seed = 1; seed <= 50; seed++) {
    const drawn = drawAttempt(bank, 4, seeded(seed));
    assert.is(drawn.length, 4);
    assert.is(new Set(drawn.map((q) => q.questionId)).size, 4);
    assert.equal([...new Set(drawn.map((q) => bank[q.questionId - 1]?.review))].sort(), [0, 1, 2]);
  }
});
draw('each question comes with its options in some order, each option once', () => {
  for (const question of drawAttempt(bank, 4, seeded(7))) assert.equal([...question.optionOrder].sort(), [0, 1, 2]);
});
draw('draws differ between attempts, in the questions and in the options order', () => {
  const attempts = Array.from({ length: 20 }, (_, seed) => drawAttempt(bank, 4, seeded(seed + 1)));
  assert.ok(new Set(attempts.flatMap((a) => a.map((q) => q.questionId))).size > 4);
  assert.ok(new Set(attempts.flatMap((a) => a.map((q) => q.optionOrder.join()))).size > 1);
});
draw('a bank smaller than an attempt gives all its questions', () => {
  assert.is(drawAttempt(bank.slice(0, 2), 4, seeded(3)).length, 2);
});

rules.run();
draw.run();
