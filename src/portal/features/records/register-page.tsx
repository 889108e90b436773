/** /medical_records/register: a new subject with its first record, or a new record for an existing subject. */
import { useState } from 'react';
import type { MedicalRecord } from '../../../contract/types.ts';
import { paths } from '../../domain/paths.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { Link } from '../../lib/router/link.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { recordsMessages } from './messages/index.ts';
import { RecordForm } from './record-form.tsx';
import { emptyRecordForm } from './record-form-state.ts';
import { useStdStrings } from './std-string-options.ts';
import { useRecordAccess } from './use-record-access.ts';
import { recordsListPath } from './record-paths.ts';
import styles from './records.module.css';

/** The drafts mechanism's key of the register form. */
export const registerDraftKey = 'medical-record-register';

/**
 * The register page. Someone without the entry role is told why before anything is asked of the
 * server: a refused call answers 'Bad permissions', which the portal must treat as an ended session
 * (spec section 8), so a call the roles would refuse is never made.
 */
export default function RegisterPage() {
  const t = useT(recordsMessages);
  const access = useRecordAccess();
  if (!access.canWrite) {
    return (
      <section className={styles.stack}>
        <PageHeader title={t('register.title')} />
        <Alert>{access.canRead ? t('area.readOnly') : t('area.noAccess')}</Alert>
      </section>
    );
  }
  return <RegisterForm />;
}

function RegisterForm() {
  const t = useT(recordsMessages);
  const { resource } = useStdStrings();
  const [saved, setSaved] = useState<MedicalRecord | null>(null);
  const [round, setRound] = useState(0);

  return (
    <section className={styles.stack}>
      <PageHeader title={t('register.title')} description={t('area.registerText')} />
      {saved ? (
        <Alert
          variant="success"
          title={t('register.saved', { code: saved.subject_code })}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(null);
                setRound((n) => n + 1);
              }}
            >
              {t('register.registerAnother')}
            </Button>
          }
        >
          <Link to={recordsListPath({ record: saved.record_id })}>{t('register.openSaved')}</Link>
        </Alert>
      ) : (
        <Card>
          <ResourceView resource={resource} failedTitle={<MessageText message={failed('recordsLoad')} />}>
            {(data) => (
              <RecordForm
                key={round}
                mode="create"
                initial={emptyRecordForm}
                recordId={0}
                revision={0}
                strings={data.strings}
                draftKey={registerDraftKey}
                onSaved={setSaved}
              />
            )}
          </ResourceView>
        </Card>
      )}
    </section>
  );
}
