/**
 * What the training tests share: the training calls, a trainee made by Norte's user manager as a
 * person would be, watching the videos as a player would (the server's clock moved by each video's
 * length), and the key of an attempt read from the demo bank by the texts the attempt shows.
 */
import type { AnswerBody, ExamResult, ExamState, ProgressData, TrainingVideos } from '../../../src/contract/types.ts';
import { sourceLanguage, type Language } from '../../../src/contract/languages.ts';
import { demoAccount, demoInstitutions } from '../../../src/server/seed/demo-data.ts';
import { demoExamQuestions, demoTrainingVideos } from '../../../src/server/seed/training-content.ts';
import { call, signIn, type SignedIn, type TestServer } from './test-server.ts';

export const videos = (t: TestServer, user: SignedIn, lang = 'en') =>
  call<TrainingVideos>(t, `training/videos/0?lang=${lang}`, { headers: user.headers });
export const progress = (t: TestServer, user: SignedIn, position: number, body: { resume_ms: number; ended: boolean }) =>
  call<ProgressData>(t, `training/set_progress/${position}`, { headers: user.headers, json: body });
export const exam = (t: TestServer, user: SignedIn, lang = 'en') =>
  call<ExamState>(t, `evaluator_exams/get/0?lang=${lang}`, { headers: user.headers });
export const answer = (t: TestServer, user: SignedIn, id: number, body: AnswerBody) =>
  call<{ saved: number; result: ExamResult | null }>(t, `evaluator_exams/set_answer/${id}`, { headers: user.headers, json: body });

/** The id of the Norte institution as `user` sees it. */
export async function northId(t: TestServer, user: SignedIn): Promise<number> {
  const list = await call<{ keyid: number; institution_name: string }[]>(t, 'institution/list_inst_user/0', { headers: user.headers });
  return list.body.data?.find((entry) => entry.institution_name === demoInstitutions.north.name)?.keyid ?? 0;
}

/** Signs in and chooses Norte. */
export async function signInNorth(t: TestServer, email: string, password = demoAccount('evaluator').password): Promise<SignedIn> {
  const user = await signIn(t, email, password);
  await call(t, `portal_users/set_login_institution/${await northId(t, user)}`, { headers: user.headers });
  return user;
}

export interface Trainee {
  user: SignedIn;
  id: number;
  email: string;
  password: string;
  name: string;
  lastname: string;
}

/**
 * A new account made by Norte's user manager with the evaluator role and enabled for training,
 * signed in with Norte chosen.
 */
export async function newTrainee(t: TestServer, name: string, lastname: string): Promise<Trainee> {
  const manager = await signInNorth(t, demoAccount('user_manager').email);
  const email = `${name}.${lastname}.${Date.now()}@portal.example`.toLowerCase();
  const password = 'Trainee-Pass-2026';
  const created = await call<{ user: { id: number } }>(t, 'portal_users/set_inst/0', {
    headers: manager.headers,
    json: { name, lastname, email, passwd: password, company: 'Norte', force_enable: true, roles: '3' },
  });
  const id = created.body.data?.user.id;
  if (created.status !== 200 || !id) throw new Error(`the trainee could not be made: ${created.status} ${created.body.message}`);
  const enabled = await call(t, `portal_users/set_evaluator_status_inst/${id}?status=1`, { headers: manager.headers });
  if (enabled.status !== 200) throw new Error(`training could not be enabled: ${enabled.status} ${enabled.body.message}`);
  return { user: await signInNorth(t, email, password), id, email, password, name, lastname };
}

/**
 * Watches every video as a player at normal speed would: the list issues its link, the server's
 * clock moves by its length, then its end is reported.
 */
export async function watchAll(t: TestServer, user: SignedIn): Promise<void> {
  for (const [position, video] of demoTrainingVideos.entries()) {
    await videos(t, user);
    t.advance(video.durationMs);
    const ended = await progress(t, user, position, { resume_ms: video.durationMs, ended: true });
    if (ended.status !== 200) throw new Error(`video ${position} was not accepted as watched: ${ended.body.message}`);
  }
}

/** The bank question an attempt's question is, found by its prompt in `lang`. */
export function bankQuestion(prompt: string, lang: Language = sourceLanguage) {
  const found = demoExamQuestions.find((question) => question.prompt[lang] === prompt);
  if (!found) throw new Error(`not a question of the bank: ${prompt}`);
  return found;
}

/** The index, as the attempt shows them, of the right option of `question` (or of a wrong one). */
export function shownIndex(question: ExamState['questions'][number], right: boolean, lang: Language = sourceLanguage): number {
  const bank = bankQuestion(question.prompt, lang);
  const correct = bank.options[bank.correct]?.[lang];
  const index = right ? question.options.indexOf(correct ?? '') : question.options.findIndex((option) => option !== correct);
  if (index < 0) throw new Error(`no such option shown for ${question.prompt}`);
  return index;
}

/** Every question of the open attempt answered right (or every one wrong). */
export function answersOf(state: ExamState, right: boolean, lang: Language = sourceLanguage): AnswerBody['answers'] {
  return state.questions.map((question) => ({ question_id: question.id, option: shownIndex(question, right, lang) }));
}
