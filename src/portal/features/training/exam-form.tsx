/**
 * The open exam: one group of choices per question (some beside a video clip). Each answer is
 * saved as it is chosen; an answer whose save failed stays chosen on the page and goes with the
 * submission, so no answer is lost to a failed send (and a session that ends keeps them as a
 * draft). Submitting grades the exam; a failed submission keeps every answer and says so.
 */
import { useState, type FormEvent } from 'react';
import { useDraft, type WithoutPasswords } from '../../lib/forms/use-draft.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import type { Message } from '../../lib/i18n/message.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.ts';
import { setEvaluatorStatus } from '../../domain/access/access-slice.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import type { ExamResult, ExamState } from '../../../contract/types.ts';
import { evaluatorStatusValues } from '../../../contract/roles.ts';
import { trainingMessages } from './messages/index.ts';
import { sendExamAnswers } from './training-api.ts';
import { TrainingPlayer } from './training-player.tsx';
import { Card } from '../../ui/card.tsx';
import styles from './training.module.css';

type Answers = Readonly<Record<`q${number}`, string>>;

const key = (id: number): `q${number}` => `q${id}`;

export interface ExamFormProps {
  exam: ExamState & { exam_id: number };
  onResult: (result: ExamResult) => void;
}

export function ExamForm({ exam, onResult }: ExamFormProps) {
  const t = useT(trainingMessages);
  const lang = useLanguage();
  const initial: Answers = Object.fromEntries(exam.questions.filter((q) => q.answer !== null).map((q) => [key(q.id), String(q.answer)]));
  const [answers, setAnswers] = useState<Answers>(initial);
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  useDraft(`training-exam-${exam.exam_id}`, {
    // Keys are q<question id>: never a password (the type cannot see that through a template key).
    values: answers as WithoutPasswords<Answers>,
    initial,
    restore: (values) => {
      const kept = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
      setAnswers((current) => ({ ...current, ...kept }));
      setUnsaved(new Set(Object.keys(kept)));
    },
  });

  const list = () =>
    exam.questions.flatMap((q) => {
      const value = answers[key(q.id)];
      return value === undefined ? [] : [{ question_id: q.id, option: Number(value) }];
    });

  const choose = async (questionId: number, option: number) => {
    const name = key(questionId);
    setAnswers((current) => ({ ...current, [name]: String(option) }));
    const result = await sendExamAnswers(exam.exam_id, { answers: [{ question_id: questionId, option }], submit: false }, lang);
    setUnsaved((current) => {
      const next = new Set(current);
      if (result.ok) next.delete(name);
      else next.add(name);
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await sendExamAnswers(exam.exam_id, { answers: list(), submit: true }, lang);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    setUnsaved(new Set());
    if (result.data.result) {
      if (result.data.result.passed) setEvaluatorStatus(evaluatorStatusValues.certified);
      onResult(result.data.result);
    }
  };

  const missing = exam.questions.filter((q) => answers[key(q.id)] === undefined).length;
  const total = exam.questions.length;
  return (
    <form onSubmit={submit} noValidate className={styles.exam}>
      {exam.questions.map((q, index) => {
        const name = key(q.id);
        return (
          <Card key={q.id}>
          <fieldset>
            <legend>
              <span className={styles.number}>{t('exam.question', { number: index + 1, total })}</span> {q.prompt}
            </legend>
            {q.clip ? (
              <TrainingPlayer
                source={q.clip}
                label={t('exam.clipLabel', { number: index + 1, title: q.clip.title })}
                lang={lang}
                captionsLabel={t('videos.captions')}
              />
            ) : null}
            <div className={styles.options}>
              {q.options.map((option, optionIndex) => (
                <div key={optionIndex}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    name={name}
                    value={optionIndex}
                    checked={answers[name] === String(optionIndex)}
                    onChange={() => void choose(q.id, optionIndex)}
                  />
                  <span>{option}</span>
                </label>
                </div>
              ))}
            </div>
            {answers[name] !== undefined ? (
              <p aria-live="polite" className={styles.saved}>
                {unsaved.has(name) ? t('exam.notSaved') : t('exam.saved')}
              </p>
            ) : null}
          </fieldset>
          </Card>
        );
      })}
      {unsaved.size ? <Alert variant="info">{t('exam.saveFailed')}</Alert> : null}
      {failure ? (
        <Alert variant="error">
          <MessageText message={failure} />
        </Alert>
      ) : null}
      {missing ? <p>{t('exam.unanswered', { count: missing })}</p> : null}
      <Button type="submit" busy={busy} className={styles.submit}>
        {t('exam.submit')}
      </Button>
    </form>
  );
}
