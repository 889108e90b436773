/**
 * "Download FHIR" (issue 25): asks the server for the FHIR R4 Bundle of a report or of a subject's
 * reports and saves it as `{subject code}_{date}.fhir.json`. Busy while it runs, says what it saved,
 * and shows a refusal in the catalogue's words with the button left to try again.
 */
import { useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import type { Message } from '../../lib/i18n/message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import type { ReportLanguage } from '../../../contract/report-types.ts';
import { fetchFhir, fhirFileName, fileSaver, localDate, type FhirTarget } from './fhir-export.ts';
import { fhirMessages } from './fhir-messages.ts';
import styles from './fhir-download.module.css';

interface Props {
  target: FhirTarget;
  subjectCode: string;
  /** The date the file is named after, `YYYY-MM-DD`; without it, the day of the download. */
  date?: string;
  lang: ReportLanguage;
}

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'saved'; file: string } | { kind: 'failed'; message: Message };

export function FhirDownload({ target, subjectCode, date, lang }: Props) {
  const t = useT(fhirMessages);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const hintId = `fhir-hint-${target.kind}-${target.id}`;

  async function download() {
    setState({ kind: 'working' });
    const result = await fetchFhir(target, lang);
    if (!result.ok) {
      setState({ kind: 'failed', message: result.message });
      return;
    }
    const file = fhirFileName(subjectCode, date ?? localDate(new Date()));
    fileSaver.save(file, JSON.stringify(result.data, null, 2));
    setState({ kind: 'saved', file });
  }

  return (
    <div className={styles.download}>
      <Button variant="secondary" busy={state.kind === 'working'} aria-describedby={hintId} onClick={() => void download()}>
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
