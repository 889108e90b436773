import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { demoExamQuestions, demoTrainingVideos } from '../../src/server/seed/training-content.ts';
import { pdfPageTexts } from './support/pdf-text.ts';
import { assertAccessible, assertNoProblems, browserSuite, demoAccount, portalUrl, signedInPage, waitForPath, type Harness, enterInstitution } from './support/portal.ts';

const test = browserSuite('evaluator training in Chromium: videos, exam, certificate');
const evaluator = demoAccount('evaluator');

async function enterTraining(h: Harness) {
  const tracked = await signedInPage(h, 'evaluator');
  await enterInstitution(tracked.page, 'Hospital Universitario del Norte');
  await waitForPath(tracked.page, '/');
  await tracked.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training Videos' }).click();
  await tracked.page.getByRole('heading', { name: 'Training Videos', level: 1 }).waitFor();
  return tracked;
}

/** The player's state, after it has loaded the video's metadata. */
async function playerFacts(page: Page) {
  const video = page.locator('video').first();
  await video.waitFor();
  return video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<{ duration: number; captions: string; captionsLang: string }>((resolve) => {
        const done = () => resolve({ duration: v.duration, captions: v.textTracks[0]?.mode ?? 'none', captionsLang: v.textTracks[0]?.language ?? '' });
        if (v.readyState >= 1) done();
        else v.addEventListener('loadedmetadata', done, { once: true });
      }),
  );
}

/**
 * Plays the video from its start at double speed (the fastest the browser's own controls offer,
 * and the fastest end the server believes: issue 20, finding 4) until its `ended` event.
 */
async function watchToTheEnd(page: Page) {
  await page.locator('video').first().evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve, reject) => {
        v.addEventListener('ended', () => resolve(), { once: true });
        v.addEventListener('error', () => reject(new Error('the video did not play')), { once: true });
        v.muted = true;
        v.currentTime = 0;
        v.playbackRate = 2;
        v.play().catch(reject);
      }),
  );
}

/**
 * Answers every question the attempt shows (drawn from the bank, options in the attempt's order)
 * with its right option, or with a wrong one, found by the texts a person reads.
 */
async function answerExam(page: Page, right: boolean) {
  const groups = page.getByRole('group', { name: /^Question \d+ of \d+/ });
  await groups.first().waitFor();
  const count = await groups.count();
  for (let index = 0; index < count; index++) {
    const group = groups.nth(index);
    const legend = (await group.locator('legend').textContent()) ?? '';
    const question = demoExamQuestions.find((entry) => legend.endsWith(entry.prompt.en));
    assert.ok(question, `a question of the bank: ${legend}`);
    const option = right ? question.options[question.correct] : question.options.find((_, i) => i !== question.correct);
    await group.getByLabel(option?.en ?? '', { exact: true }).check();
  }
  await page.waitForFunction((n) => [...document.querySelectorAll('p')].filter((p) => p.textContent === 'Answer saved').length === n, count);
}

test('the demo videos play: duration known, captions on in English, the clock advances', async ({ h }) => {
  const tracked = await enterTraining(h);
  const { page } = tracked;
  const facts = await playerFacts(page);
  assert.ok(Math.abs(facts.duration - demoTrainingVideos[0]!.durationMs / 1000) < 0.2, `duration ${facts.duration}`);
  assert.is(facts.captions, 'showing');
  assert.is(facts.captionsLang, 'en');
  // Before it is played it shows a frame of the video (decoded, not an empty box) on a dark face.
  const face = await page.locator('video').first().evaluate(
    (v: HTMLVideoElement) =>
      new Promise<{ frame: boolean; paused: boolean; background: string }>((resolve) => {
        const done = () => resolve({ frame: v.readyState >= 2 && v.videoWidth > 0, paused: v.paused, background: getComputedStyle(v).backgroundColor });
        if (v.readyState >= 2) done();
        else v.addEventListener('loadeddata', done, { once: true });
      }),
  );
  assert.equal(face, { frame: true, paused: true, background: 'rgb(0, 0, 0)' });
  // Played until its clock has moved 0.2 s, however long a busy machine takes to get there.
  const advanced = await page.locator('video').first().evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    await new Promise<void>((resolve) => {
      const check = () => (v.currentTime > 0.2 ? resolve() : undefined);
      v.addEventListener('timeupdate', check);
      check();
    });
    v.pause();
    return v.currentTime;
  });
  assert.ok(advanced > 0.2, `currentTime advanced to ${advanced}`);
  await assertAccessible(page, '/training/videos');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('an evaluator watches the videos in order, fails the exam, then passes it after the wait and prints the certificate', async ({ h }) => {
  let tracked = await enterTraining(h);
  let { page } = tracked;
  // Unlock order: the next video's button appears only once the one before has ended.
  for (const [index, video] of demoTrainingVideos.entries()) {
    await page.getByRole('heading', { name: video.title.en, level: 2 }).waitFor();
    await playerFacts(page);
    await watchToTheEnd(page);
    const next = demoTrainingVideos[index + 1];
    if (next) {
      await page.getByRole('button', { name: `Watch: ${next.title.en}` }).click();
    }
  }
  await page.waitForFunction(() => document.querySelector('progress')?.getAttribute('value') === '100');
  await page.getByRole('link', { name: 'Take the evaluator exam' }).click();
  await page.getByRole('heading', { name: 'Evaluator Exam', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Submit the exam' }).waitFor();
  // Every clip of the exam, on screen or further down, shows a frame before it is played.
  const clips = await page.locator('video').evaluateAll((videos) =>
    Promise.all(
      (videos as HTMLVideoElement[]).map(
        (v) =>
          new Promise<boolean>((resolve) => {
            const done = () => resolve(v.readyState >= 2 && v.paused);
            if (v.readyState >= 2) done();
            else v.addEventListener('loadeddata', done, { once: true });
          }),
      ),
    ),
  );
  assert.ok(clips.every(Boolean), JSON.stringify(clips));
  await assertAccessible(page, '/training/exam');

  // A failed exam: every question answered with a wrong option; no score is shown for it.
  await answerExam(page, false);
  await page.getByRole('button', { name: 'Submit the exam' }).click();
  await page.getByText('You did not pass this time').waitFor();
  await page.getByText('The score of an attempt that did not pass is not shown.', { exact: false }).waitFor();
  await page.getByText(/You can take the exam again from/).waitFor();
  assert.is(await page.evaluate(() => sessionStorage.getItem('evaluator_status')), '1');
  assertNoProblems(tracked);
  await tracked.context.close();

  // A day later (the server's clock), signed in again: the exam opens anew.
  h.advanceServerClock(25 * 3600_000);
  tracked = await signedInPage(h, 'evaluator');
  page = tracked.page;
  await enterInstitution(page, 'Hospital Universitario del Norte');
  await waitForPath(page, '/');
  await page.goto(portalUrl(h.server, '/training/exam'));
  await page.getByRole('button', { name: 'Submit the exam' }).waitFor();
  await answerExam(page, true);
  await page.getByRole('button', { name: 'Submit the exam' }).click();
  await page.getByText('You passed the evaluator exam').waitFor();
  assert.is(await page.evaluate(() => sessionStorage.getItem('evaluator_status')), '2');

  await page.getByRole('link', { name: 'See your certificate' }).click();
  const certificate = page.getByRole('article', { name: 'Certificate of Evaluator Training' });
  await certificate.waitFor();
  for (const text of [`${evaluator.firstName} ${evaluator.lastName}`, 'Hospital Universitario del Norte']) {
    await certificate.getByText(text).waitFor();
  }
  const code = (await certificate.locator('dd').last().textContent()) ?? '';
  assert.match(code, /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  const check = await page.evaluate(async (c) => (await fetch(`/api/evaluator_exams/verify_certificate/${c}`)).json(), code);
  assert.is(check.data.holder_name, `${evaluator.firstName} ${evaluator.lastName}`);
  await assertAccessible(page, '/training/certificates?id=');

  await certificate.getByRole('img', { name: /^QR code of the address that checks this certificate/ }).waitFor();
  // On paper: one page, A4 or Letter.
  await page.emulateMedia({ media: 'print' });
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    assert.is(pages.length, 1, `${format}: one page`);
    // One address to check it at, the portal's verify page, never the API's JSON.
    const text = pdfPageTexts(pdf).join(' ').normalize('NFKC'); // the fonts' ligatures (ﬁ) as letters
    const joined = text.replace(/\s+/g, '');
    assert.ok(joined.includes(`/portal/verify/${code}`), `${format}: the paper gives the portal's verify address`);
    assert.not.match(text, '/api/', `${format}: and no address of the API`);
    for (const words of ['Evaluation Report Portal', 'Certificate of Evaluator Training', `${evaluator.firstName} ${evaluator.lastName}`, 'Hospital Universitario del Norte', code]) {
      assert.match(text, words, `${format}: the paper says ${words}`);
    }
  }
  await page.emulateMedia({ media: 'screen' });
  await page.goto(portalUrl(h.server, '/training/certificates'));
  await page.getByRole('table', { name: 'Your certificates' }).waitFor();
  await assertAccessible(page, '/training/certificates');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('the training screens in Spanish have no serious or critical findings', async ({ h }) => {
  const tracked = await enterTraining(h);
  const { page } = tracked;
  await page.evaluate(() => localStorage.setItem('portal.language', 'es'));
  for (const [path, heading] of [
    ['/training/videos', 'Vídeos de formación'],
    ['/training/exam', 'Examen de evaluador'],
    ['/training/certificates', 'Certificados'],
  ] as const) {
    await page.goto(portalUrl(h.server, path));
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.getByRole('status', { name: /Cargando|Loading/ }).waitFor({ state: 'detached' });
    await assertAccessible(page, `${path} (es)`);
  }
  assertNoProblems(tracked);
  await tracked.context.close();
});

test('a processed video requested on a report is processed and plays', async ({ h }) => {
  const tracked = await signedInPage(h, 'institutional_clinician');
  const { page } = tracked;
  await enterInstitution(page, 'Hospital Universitario del Norte');
  await waitForPath(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subjects' }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  const panel = page.getByRole('region', { name: 'Processed video' });
  await panel.getByRole('button', { name: 'Request processed video' }).click();
  // The demo processing takes three seconds; the panel checks back after 1, 2 and 4 s.
  const video = panel.locator('video');
  await video.waitFor({ timeout: 20_000 });
  assert.match((await video.getAttribute('aria-label')) ?? '', /^Processed video of evaluation \d+$/);
  const played = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<{ duration: number; time: number }>((resolve, reject) => {
        // Played until its clock has moved 0.2 s, however long a busy machine takes to get there.
        const go = async () => {
          v.muted = true;
          await v.play();
          const check = () => {
            if (v.currentTime <= 0.2) return;
            v.removeEventListener('timeupdate', check);
            v.pause();
            resolve({ duration: v.duration, time: v.currentTime });
          };
          v.addEventListener('timeupdate', check);
          check();
        };
        v.addEventListener('error', () => reject(new Error('the video did not load')), { once: true });
        if (v.readyState >= 1) void go();
        else v.addEventListener('loadedmetadata', () => void go(), { once: true });
      }),
  );
  assert.ok(Math.abs(played.duration - 4) < 0.2, `duration ${played.duration}`);
  assert.ok(played.time > 0.2, `currentTime advanced to ${played.time}`);
  await assertAccessible(page, 'the report with its processed video');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
