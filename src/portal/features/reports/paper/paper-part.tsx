/**
 * What issue 25 adds under a report (the report viewer loads it when a report shows): when the
 * subject's reports were last opened and by whom (on screen only), then the verification code,
 * fingerprint and QR code a printed report carries.
 */
import ReportPaper, { type PaperPartProps } from './report-paper.tsx';
import SubjectAccessLine from './subject-access-line.tsx';

export default function PaperPart({ evaluation, options }: PaperPartProps) {
  return (
    <>
      <SubjectAccessLine subjectId={evaluation.subject_id} subjectCode={evaluation.subject_code} />
      <ReportPaper evaluationId={evaluation.keyid} options={options} />
    </>
  );
}
