import { act, cleanup, click, getAllByRole, getByRole, getByText, queryByRole, queryByText, render, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, installApi, ok, seedSession, visit, type ApiAnswer, endPortalTestInEnglish } from '../../../support/portal-fixtures.ts';
import { App } from '../../../../src/portal/app/app.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import { routesStore } from '../../../../src/portal/domain/access/access-slice.ts';
import type { Certificate, ExamState, TrainingVideo } from '../../../../src/contract/types.ts';

const slow = { timeout: 3000 };
const videosPath = 'training/videos/0';
const examPath = 'evaluator_exams/get/0';

// A locked video comes without links (issue 20, finding 3).
const video = (position: number, watched: boolean, unlocked = true): TrainingVideo => ({
  position,
  title: ['Welcome', 'Recording', 'Reading the report'][position] ?? `Video ${position}`,
  summary: '',
  duration_ms: 4000,
  video_url: unlocked ? `media/training/en/${position}.webm?u=1&e=9&s=x` : null,
  captions_url: unlocked ? `media/training/en/${position}.vtt?u=1&e=9&s=x` : null,
  unlocked,
  watched,
  resume_ms: 0,
});

const list = (watched: number) => ({
  lang: 'en' as const,
  videos: [0, 1, 2].map((p) => video(p, p < watched, p <= watched)),
  total_rows: 3,
  links_expire_at: '2030-01-01T00:00:00.000Z',
});

const progressAnswer = (position: number): ApiAnswer => ok({ position, resume_ms: 0, watched: true, watched_positions: [position] });

async function open(path: string, heading: string) {
  visit(path);
  render(<App />);
  await waitFor(() => getByRole(document.body, 'heading', { level: 1, name: heading }), slow);
  return getByRole(document.body, 'main');
}

function player(main: HTMLElement): HTMLVideoElement {
  const found = main.querySelector('video');
  if (!found) throw new Error('no video player yet');
  return found;
}

const progressValue = (main: HTMLElement) => Number((main.querySelector('progress') as HTMLProgressElement).getAttribute('value'));

const Videos = suite('Training videos page');
Videos.before.each(() => seedSession({ roles: ['evaluator'], evaluatorStatus: '1' }));
Videos.after.each(endPortalTestInEnglish);

Videos('asks for the videos in the chosen language and unlocks only the first; progress 0', async () => {
  const api = installApi({ [videosPath]: ok(list(0)) });
  const main = await open('/portal/training/videos', 'Training Videos');
  await waitFor(() => getByRole(main, 'button', { name: 'Watch: Welcome' }));
  assert.is(api.callsTo(videosPath)[0]?.query.get('lang'), 'en');
  assert.is(queryByRole(main, 'button', { name: 'Watch: Recording' }), null, 'the second is locked');
  assert.is(getAllByRole(main, 'listitem').filter((item) => item.textContent?.includes('Locked')).length, 2);
  assert.is(progressValue(main), 0);
});

Videos('the player shows the first video with captions on by default in the chosen language', async () => {
  installApi({ [videosPath]: ok(list(0)) });
  const main = await open('/portal/training/videos', 'Training Videos');
  const video = await waitFor(() => player(main));
  assert.is(video.getAttribute('aria-label'), 'Training video: Welcome');
  assert.is(video.getAttribute('src'), '/api/media/training/en/0.webm?u=1&e=9&s=x#t=0.1', 'a frame just after the start shows before it plays');
  const track = video.querySelector('track') as HTMLTrackElement;
  assert.is(track.getAttribute('kind'), 'captions');
  assert.is(track.getAttribute('srclang'), 'en');
  assert.ok(track.hasAttribute('default'), 'captions on by default');
});

Videos('watching a video to its end saves it, unlocks the next once the server believes it, fetches its link and moves the progress bar by the spec formula', async () => {
  const api = installApi({ [videosPath]: ok(list(0)), 'training/set_progress/0': progressAnswer(0) });
  const main = await open('/portal/training/videos', 'Training Videos');
  const video = await waitFor(() => player(main));
  // The server now unlocks the second video and issues its links.
  api.on(videosPath, ok(list(1)));
  await act(async () => {
    video.dispatchEvent(new Event('ended'));
  });
  click(await waitFor(() => getByRole(main, 'button', { name: 'Watch: Recording' })));
  // (unlocked 2 - 1) / total 3 x 100
  assert.is(progressValue(main), ((2 - 1) / 3) * 100);
  assert.ok(getByText(main, '1 of 3 videos watched'), 'said in videos, as the list counts them');
  assert.equal(api.callsTo('training/set_progress/0')[0]?.json, { resume_ms: 4000, ended: true });
  await waitFor(() => assert.is(player(main).getAttribute('src'), '/api/media/training/en/1.webm?u=1&e=9&s=x#t=0.1'));
  assert.is(api.callsTo(videosPath).length, 2, 'the list is asked again for the new link');
});

Videos('an end the server refuses as too soon says why and leaves the next video locked', async () => {
  const refusal = 'Watch this video from its start to mark it watched';
  const api = installApi({ [videosPath]: ok(list(0)), 'training/set_progress/0': fail(409, refusal) });
  const main = await open('/portal/training/videos', 'Training Videos');
  const video = await waitFor(() => player(main));
  await act(async () => {
    video.dispatchEvent(new Event('ended'));
  });
  const alert = await waitFor(() => getByRole(main, 'alert'));
  await waitFor(() => getByText(alert, 'This video was not marked watched'));
  await waitFor(() => getByText(alert, refusal)); // the server's words, put in the catalogue's own
  assert.is(queryByRole(alert, 'button', { name: 'Save now' }), null, 'saving again would not help');
  assert.is(queryByRole(main, 'button', { name: 'Watch: Recording' }), null, 'the next video stays locked');
  assert.is(progressValue(main), 0);
  assert.is(api.callsTo(videosPath).length, 1);
});

Videos('with every video watched the progress is 100 and the exam opens from the page', async () => {
  installApi({ [videosPath]: ok(list(3)) });
  const main = await open('/portal/training/videos', 'Training Videos');
  const link = await waitFor(() => getByRole(main, 'link', { name: 'Take the evaluator exam' }));
  assert.is(link.getAttribute('href'), '/portal/training/exam');
  assert.is(progressValue(main), 100);
});

Videos('a progress save that fails says so and offers to save again; the next video unlocks once it is saved', async () => {
  const api = installApi({ [videosPath]: ok(list(0)), 'training/set_progress/0': fail(500) });
  const main = await open('/portal/training/videos', 'Training Videos');
  const video = await waitFor(() => player(main));
  await act(async () => {
    video.dispatchEvent(new Event('ended'));
  });
  const alert = await waitFor(() => getByRole(main, 'alert'));
  await waitFor(() => getByText(alert, 'Your progress in the video could not be saved'));
  assert.is(queryByRole(main, 'button', { name: 'Watch: Recording' }), null);
  api.on('training/set_progress/0', progressAnswer(0));
  api.on(videosPath, ok(list(1)));
  click(getByRole(alert, 'button', { name: 'Save now' }));
  await waitFor(() => assert.is(queryByRole(main, 'alert'), null));
  await waitFor(() => getByRole(main, 'button', { name: 'Watch: Recording' }));
  assert.is(api.callsTo('training/set_progress/0').length, 2);
});

Videos('a failed load shows the failure with Try again', async () => {
  installApi({ [videosPath]: fail(500) });
  const main = await open('/portal/training/videos', 'Training Videos');
  const alert = await waitFor(() => getByRole(main, 'alert'));
  await waitFor(() => getByText(alert, 'Training videos could not be loaded'));
  assert.ok(getByRole(alert, 'button', { name: 'Try again' }));
});

Videos('speaks Spanish: heading, captions label and lang=es in the call', async () => {
  const api = installApi({ [videosPath]: ok({ ...list(0), lang: 'es' }) });
  await act(() => changeLanguage('es'));
  const main = await open('/portal/training/videos', 'Vídeos de formación');
  const video = await waitFor(() => player(main));
  assert.is(video.querySelector('track')?.getAttribute('label'), 'Subtítulos en español');
  assert.is(video.querySelector('track')?.getAttribute('srclang'), 'es');
  assert.is(api.callsTo(videosPath)[0]?.query.get('lang'), 'es');
  assert.ok(getByText(main, 'Avance de la formación'));
});

const openExam = (answers: (number | null)[] = [null, null]): ExamState => ({
  status: 'open',
  exam_id: 7,
  pass_mark: 75,
  questions: [
    { id: 1, prompt: 'When does the next video unlock?', options: ['At the end', 'After a day'], clip: null, answer: answers[0] ?? null },
    {
      id: 2,
      prompt: 'In this clip, where is the camera?',
      options: ['Eye level', 'Hip height'],
      clip: { video_url: 'media/training/en/1.webm?u=1&e=9&s=x', captions_url: null, duration_ms: 4000, title: 'Recording' },
      answer: answers[1] ?? null,
    },
  ],
  last_result: null,
  links_expire_at: '2030-01-01T00:00:00.000Z',
});

const passed = {
  saved: 2,
  result: {
    passed: true, score: 100, pass_mark: 75, submitted_at: '2026-01-01T10:00:00.000Z',
    review: [], retry_at: null, certificate_id: 4,
  },
};

const Exam = suite('Evaluator exam page');
Exam.before.each(() => seedSession({ roles: ['evaluator'], evaluatorStatus: '1' }));
Exam.after.each(endPortalTestInEnglish);

Exam('shows each question with its choices, one of them beside a clip', async () => {
  installApi({ [examPath]: ok(openExam()) });
  const main = await open('/portal/training/exam', 'Evaluator Exam');
  const first = await waitFor(() => getByRole(main, 'group', { name: /When does the next video unlock/ }));
  assert.is(getAllByRole(first, 'radio').length, 2);
  const clip = main.querySelector('video[aria-label^="Clip for question 2"]');
  assert.ok(clip, 'a player for the clip');
});

Exam('an answer whose save failed stays chosen and says it is kept on the page', async () => {
  const api = installApi({ [examPath]: ok(openExam()), 'evaluator_exams/set_answer/7': fail(500) });
  const main = await open('/portal/training/exam', 'Evaluator Exam');
  const radio = await waitFor(() => getByRole(main, 'radio', { name: 'At the end' }));
  click(radio);
  await waitFor(() => getByText(main, 'Answer kept on this page, not yet saved on the server'));
  assert.ok((getByRole(main, 'radio', { name: 'At the end' }) as HTMLInputElement).checked);
  assert.equal(api.callsTo('evaluator_exams/set_answer/7')[0]?.json, { answers: [{ question_id: 1, option: 0 }], submit: false });
});

Exam("Exam could not be submitted: a failed submission keeps every answer; a retry passes and sets status 2", async () => {
  const api = installApi({ [examPath]: ok(openExam([0, 1])), 'evaluator_exams/set_answer/7': fail(500) });
  const main = await open('/portal/training/exam', 'Evaluator Exam');
  click(await waitFor(() => getByRole(main, 'button', { name: 'Submit the exam' })));
  const alert = await waitFor(() => getByRole(main, 'alert'));
  await waitFor(() => getByText(alert, 'Exam could not be submitted'));
  assert.ok((getByRole(main, 'radio', { name: 'Hip height' }) as HTMLInputElement).checked, 'answers kept');
  api.on('evaluator_exams/set_answer/7', ok(passed));
  click(getByRole(main, 'button', { name: 'Submit the exam' }));
  await waitFor(() => getByText(main, 'You passed the evaluator exam'), slow);
  assert.equal(api.callsTo('evaluator_exams/set_answer/7').at(-1)?.json, {
    answers: [{ question_id: 1, option: 0 }, { question_id: 2, option: 1 }],
    submit: true,
  });
  assert.is(routesStore.getState().evaluatorStatus, '2');
  assert.is(getByRole(main, 'link', { name: 'See your certificate' }).getAttribute('href'), '/portal/training/certificates?id=4');
});

Exam('a failed exam names the videos to review and when it can be retried, without a score', async () => {
  installApi({
    [examPath]: ok({
      ...openExam(),
      status: 'wait',
      exam_id: null,
      questions: [],
      last_result: {
        passed: false, score: null, pass_mark: 75, submitted_at: '2026-01-01T10:00:00.000Z',
        review: [{ position: 1, title: 'Recording' }], retry_at: '2099-01-02T10:00:00.000Z', certificate_id: null,
      },
    }),
  });
  const main = await open('/portal/training/exam', 'Evaluator Exam');
  await waitFor(() => getByText(main, 'You did not pass this time'));
  assert.ok(getByText(main, 'The pass mark is 75 %. The score of an attempt that did not pass is not shown.'));
  assert.is(queryByText(main, /Score|correct/), null, 'no score, no count of right answers');
  assert.ok(getByRole(main, 'link', { name: 'Recording' }));
  // The advice to watch the videos again says when the retry opens, in the same sentence.
  assert.ok(getByText(main, /^You can take the exam again from 2 January 2099, .*\. Until then, watch these videos again:$/));
  assert.is(queryByRole(main, 'button', { name: 'Take the exam again' }), null);
});

Exam("Exams could not be loaded: a failed load says so", async () => {
  installApi({ [examPath]: fail(500) });
  const main = await open('/portal/training/exam', 'Evaluator Exam');
  const alert = await waitFor(() => getByRole(main, 'alert'));
  await waitFor(() => getByText(alert, 'Exams could not be loaded'));
});

Exam('speaks Spanish', async () => {
  installApi({ [examPath]: ok(openExam()) });
  await act(() => changeLanguage('es'));
  const main = await open('/portal/training/exam', 'Examen de evaluador');
  await waitFor(() => getByRole(main, 'button', { name: 'Enviar el examen' }));
});

const certificate: Certificate = {
  id: 4,
  holder_name: 'Aiko Tanaka',
  institution_name: 'Hospital Universitario del Norte',
  issued_at: '2026-03-05T10:00:00.000Z',
  score: 100,
  verification_code: 'ABCD-EFGH-JKLM-NPQR',
  verify_path: 'evaluator_exams/verify_certificate/ABCD-EFGH-JKLM-NPQR',
};

const Certificates = suite('Certificates page');
Certificates.before.each(() => seedSession({ roles: ['evaluator'], evaluatorStatus: '2' }));
Certificates.after.each(endPortalTestInEnglish);

Certificates('lists the certificates and opens one as a certificate with name, institution, date and code', async () => {
  installApi({
    'evaluator_exams/list_certificates_user/0': ok({ certificates: [{ id: 4, issued_at: certificate.issued_at, institution_name: certificate.institution_name, score: 100, verification_code: certificate.verification_code }], total_rows: 1 }),
    'evaluator_exams/get_certificate_user/4': ok(certificate),
  });
  const main = await open('/portal/training/certificates', 'Certificates');
  const table = await waitFor(() => getByRole(main, 'table', { name: 'Your certificates' }));
  click(getByRole(table, 'link', { name: 'Open the certificate of 5 March 2026' }));
  const article = await waitFor(() => getByRole(main, 'article', { name: 'Certificate of Evaluator Training' }));
  for (const text of ['Aiko Tanaka', 'Hospital Universitario del Norte', '5 March 2026', 'ABCD-EFGH-JKLM-NPQR']) assert.ok(getByText(article, text), text);
  // One address to check it at: the portal's verify page (here without the server's paper answer).
  assert.ok(getByText(article, 'http://localhost/portal/verify/ABCD-EFGH-JKLM-NPQR'));
  assert.not.match(article.textContent ?? '', '/api/');
  assert.ok(getByRole(main, 'button', { name: 'Print' }));
});

Certificates('a holder name holding markup is shown as text: no element is made of it', async () => {
  const forged = '<img src=x onerror="document.title=\'pwned\'">Eve';
  installApi({ 'evaluator_exams/get_certificate_user/4': ok({ ...certificate, holder_name: forged }) });
  const main = await open('/portal/training/certificates?id=4', 'Certificates');
  const article = await waitFor(() => getByRole(main, 'article', { name: 'Certificate of Evaluator Training' }));
  assert.ok(getByText(article, forged));
  // The product's mark is the only image (no QR without the server's paper answer).
  assert.equal([...article.querySelectorAll('img')].map((img) => img.getAttribute('src')), ['/portal/logo.svg']);
});

Certificates("Certificates could not be loaded / Certificate could not be retrieved", async () => {
  installApi({ 'evaluator_exams/list_certificates_user/0': fail(500), 'evaluator_exams/get_certificate_user/9': fail(500) });
  let main = await open('/portal/training/certificates', 'Certificates');
  let alert = await waitFor(() => getByRole(main, 'alert'));
  await waitFor(() => getByText(alert, 'Certificates could not be loaded'));
  cleanup();
  main = await open('/portal/training/certificates?id=9', 'Certificates');
  alert = await waitFor(() => getByRole(main, 'alert'));
  await waitFor(() => getByText(alert, 'Certificate could not be retrieved'));
  assert.is(queryByText(main, 'Print'), null);
});

Certificates('an empty list says how to earn one, in Spanish too', async () => {
  installApi({ 'evaluator_exams/list_certificates_user/0': ok({ certificates: [], total_rows: 0 }) });
  await act(() => changeLanguage('es'));
  const main = await open('/portal/training/certificates', 'Certificados');
  await waitFor(() => getByText(main, 'Todavía no tiene certificados'));
});

Videos.run();
Exam.run();
Certificates.run();
