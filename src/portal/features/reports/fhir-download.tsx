/**
 * "Download FHIR" (issue 25): asks the server for the FHIR R4 Bundle of a report or of all a
 * subject's reports and saves it as `{subject code}_{date}.fhir.json`. Busy while it runs, says what
 * it saved, and shows a refusal in the catalogue's words with the button left to try again. The
 * report viewer loads it lazily (React.lazy): the report does not wait for it.
 */
import { useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n/use-t.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import type { Message } from '../../lib/i18n/message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { useCaller } from '../../domain/access/caller.ts';
import type { EvaluationListItem, Language } from '../../../contract/report-types.ts';
import type { ReportView } from './report-query.ts';
import { fetchFhir, fhirFileName, fileSaver, localDate, type FhirTarget } from './fhir-export.ts';
import { fhirMessages } from './fhir-messages.ts';
import styles from './fhir-download.module.css';

interface Props {
  target: FhirTarget;
  subjectCode: string;
  /** The moment the file is named after (the evaluation's); without it, the day of the download. */
  at?: string;
  lang: Language;
}

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'saved'; file: string } | { kind: 'failed'; message: Message };

export function FhirDownload({ target, subjectCode, at, lang }: Props) {
  const t = useT(fhirMessages);
  const caller = useCaller();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const hintId = `fhir-hint-${target.kind}-${target.id}`;

  async function download() {
    setState({ kind: 'working' });
    const result = await fetchFhir(target, caller, lang);
    if (!result.ok) {
      setState({ kind: 'failed', message: result.message });
      return;
    }
    const file = fhirFileName(subjectCode, localDate(at === undefined ? new Date() : new Date(at)));
    fileSaver.save(file, JSON.stringify(result.data, null, 2));
    setState({ kind: 'saved', file });
  }

  return (
    <div className={styles.download}>
      <Button variant="secondary" className={styles.button} busy={state.kind === 'working'} aria-describedby={hintId} onClick={() => void download()}>
        {target.kind === 'report' ? t('report') : t('subject')}
      </Button>
      <span id={hintId} className={styles.hint}>{t('hint')}</span>
      <span role="status" className={styles.status}>
        {state.kind === 'working' ? t('working') : state.kind === 'saved' ? t('saved', { file: state.file }) : ''}
      </span>
      {state.kind === 'failed' && <Alert variant="error" title={<MessageText message={state.message} />} className={styles.failure} />}
    </div>
  );
}

/**
 * Both exports beside a ready report: this report (at the version shown), and every report of its
 * subject (the subject's reports page; the demonstration pool has no subject export).
 */
export default function FhirDownloads({ evaluation, view }: { evaluation: EvaluationListItem; view: ReportView }) {
  const portalLanguage = useLanguage();
  // The demonstration pool is the evaluations of no institution.
  const demo = evaluation.institution_id === null;
  if (evaluation.status !== 'ready') return null;
  const lang = view.lang ?? portalLanguage;
  const { version } = view;
  const code = evaluation.subject_code;
  return (
    <>
      <FhirDownload target={{ kind: 'report', demo, id: evaluation.keyid, version }} subjectCode={code} at={evaluation.evaluated_at} lang={lang} />
      {!demo && <FhirDownload target={{ kind: 'subject', demo, id: evaluation.subject_id }} subjectCode={code} lang={lang} />}
    </>
  );
}
