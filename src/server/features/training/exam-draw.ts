/**
 * How an exam attempt is drawn from the question bank (issue 20, finding 5): a few questions per
 * attempt, at least one on each training video while there are enough, in a random order, each
 * with its options in a random order. Two attempts share neither the questions nor the positions
 * of the right options, so what one attempt reveals says little about the next.
 */
import { randomInt } from 'node:crypto';

/** Questions per attempt. */
export const examQuestionsPerAttempt = 4;

/** A random integer in [0, below). */
export type Random = (below: number) => number;

const secureRandom: Random = (below) => randomInt(below);

/** `items` in a random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random = secureRandom): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface BankQuestion {
  id: number;
  /** The training video (position) it is about. */
  review: number;
  optionCount: number;
}

export interface DrawnQuestion {
  questionId: number;
  /** `optionOrder[shown]` is the bank's index of the option shown at `shown`. */
  optionOrder: number[];
}

/**
 * Draws `count` questions of `bank` (all of them when it holds fewer): first one per video, then
 * the rest from what is left, in a random order, with their options shuffled.
 */
export function drawAttempt(bank: readonly BankQuestion[], count = examQuestionsPerAttempt, random: Random = secureRandom): DrawnQuestion[] {
  const pool = shuffled(bank, random);
  const chosen: BankQuestion[] = [];
  const videos = new Set<number>();
  for (const question of pool) {
    if (chosen.length < count && !videos.has(question.review)) {
      videos.add(question.review);
      chosen.push(question);
    }
  }
  for (const question of pool) {
    if (chosen.length < count && !chosen.includes(question)) chosen.push(question);
  }
  return shuffled(chosen, random).map((question) => ({
    questionId: question.id,
    optionOrder: shuffled(
      Array.from({ length: question.optionCount }, (_, index) => index),
      random,
    ),
  }));
}
