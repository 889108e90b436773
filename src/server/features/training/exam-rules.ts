/** The evaluator exam's rules: its pass mark, the wait after a failure, and how it is graded. */

/** Percent of questions answered correctly needed to pass. */
export const examPassMark = 75;

/** Hours to wait after a failed exam before it can be taken again. */
export const examRetryHours = 24;

export interface GradedQuestion {
  correct: boolean;
  /** The training video (position) that teaches it. */
  review: number;
}

export interface Grade {
  correct: number;
  total: number;
  /** Percent, rounded down: 74.9 does not pass a mark of 75. */
  score: number;
  passed: boolean;
  /** Positions of the videos to watch again, once each, in order. */
  review: number[];
}

/** Grades answered questions; an unanswered question counts as wrong. */
export function grade(questions: readonly GradedQuestion[], passMark = examPassMark): Grade {
  const total = questions.length;
  const correct = questions.filter((question) => question.correct).length;
  const score = total === 0 ? 0 : Math.floor((correct / total) * 100);
  const review = [...new Set(questions.filter((question) => !question.correct).map((question) => question.review))].sort((a, b) => a - b);
  return { correct, total, score, passed: total > 0 && score >= passMark, review };
}

/** When a failed exam submitted at `submittedAt` can be taken again. */
export function retryAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + examRetryHours * 3600 * 1000);
}
