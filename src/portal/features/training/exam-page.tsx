/**
 * Evaluator Exam (spec §2: hidden from the menu, opened from the training videos at progress 100).
 * Shows the open exam, or the result of the last one: a pass with its certificate, or what to
 * review and when to try again; or, before the videos are done, where to go first.
 */
import { useState } from 'react';
import { useResource } from '../../lib/resource/use-resource.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { Link } from '../../lib/router/link.tsx';
import { failed } from '../../domain/messages/catalogue.ts';
import { paths } from '../../domain/paths.ts';
import { setEvaluatorStatus } from '../../domain/access/access-slice.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import type { ExamResult, ExamState } from '../../../contract/types.ts';
import { evaluatorStatusValues } from '../../../contract/roles.ts';
import { trainingMessages } from './messages/index.ts';
import { getExam } from './training-api.ts';
import { ExamForm } from './exam-form.tsx';
import { ExamResultView } from './exam-result.tsx';

function ExamBody({ exam, onRetry }: { exam: ExamState; onRetry: () => void }) {
  const t = useT(trainingMessages);
  const [result, setResult] = useState<ExamResult | null>(null);
  const now = Date.now();
  if (result) return <ExamResultView result={result} onRetry={onRetry} now={now} />;
  if (exam.status === 'videos') {
    return (
      <Alert variant="info" title={t('exam.videosFirstTitle')}>
        <p>{t('exam.videosFirstText')}</p>
        <Link to={paths.trainingVideos()}>{t('exam.backToVideos')}</Link>
      </Alert>
    );
  }
  if (exam.status === 'passed') {
    return exam.last_result ? (
      <ExamResultView result={exam.last_result} now={now} />
    ) : (
      <Alert variant="success" title={t('exam.alreadyPassed')}>
        <Link to={paths.certificates()}>{t('exam.certificate')}</Link>
      </Alert>
    );
  }
  if (exam.status === 'wait' || exam.exam_id === null) {
    return exam.last_result ? <ExamResultView result={exam.last_result} onRetry={onRetry} now={now} /> : null;
  }
  return (
    <>
      <p>{t('exam.lead', { mark: exam.pass_mark })}</p>
      {exam.last_result ? <ExamResultView result={exam.last_result} now={now} /> : null}
      <ExamForm exam={{ ...exam, exam_id: exam.exam_id }} onResult={setResult} />
    </>
  );
}

export default function ExamPage() {
  const t = useT(trainingMessages);
  const lang = useLanguage();
  const exam = useResource(
    (signal) =>
      getExam(lang, signal).then((result) => {
        // The server knows best: a certified evaluator sees Training as certified from here on.
        if (result.ok && result.data.status === 'passed') setEvaluatorStatus(evaluatorStatusValues.certified);
        return result;
      }),
    [lang],
  );
  return (
    <section>
      <PageHeader title={t('exam.title')} />
      <ResourceView resource={exam} failedTitle={<MessageText message={failed('examsLoad')} />}>
        {(data) => <ExamBody key={`${data.status}-${data.exam_id ?? 0}`} exam={data} onRetry={exam.retry} />}
      </ResourceView>
    </section>
  );
}
