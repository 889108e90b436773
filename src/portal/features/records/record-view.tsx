// One record opened from the list: its fields as they stand, who entered and changed it, every
// revision with its author, date and changed fields, and the form that saves a new revision.
import { useState } from 'react';
import type { StdString } from '../../../contract/types.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { subjectReportsPath } from './record-paths.ts';
import { readsReports, useCaller } from '../../domain/access/caller.ts';
import { formatAge, formatDate, formatDateTime } from '../../lib/i18n/dates.ts';
import { currentInstitution } from '../../lib/session/session-readers.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { useStore } from '../../lib/store/use-store.ts';
import { SubjectBanner } from '../../ui/subject-banner.tsx';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLanguage, useLocale, useT } from '../../lib/i18n/use-t.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Link } from '../../lib/router/link.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { recordsMessages } from './messages/index.ts';
import { RecordForm } from './record-form.tsx';
import { formFromRecord } from './record-form-state.ts';
import { fieldLabel, fieldText, recordFieldNames, sexText } from './record-texts.ts';
import { getRecord } from './records-api.ts';
import styles from './records.module.css';

export interface RecordViewProps {
  recordId: number;
  strings: readonly StdString[];
  canWrite: boolean;
  backTo: string;
}

/** The subject's reports, for a reader who may read them (a records clerk may not: spec §6). */
function SubjectReportsLink({ record, label }: { record: { subject_id: number | null; portal_provided: boolean }; label: string }) {
  const to = subjectReportsPath(record.subject_id, record.portal_provided);
  return readsReports(useCaller()) && to ? <Link to={to}>{label}</Link> : null;
}

export function RecordView({ recordId, strings, canWrite, backTo }: RecordViewProps) {
  const t = useT(recordsMessages);
  const language = useLanguage();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const record = useResource((signal) => getRecord(recordId, signal), [recordId]);
  const day = (iso: string) => formatDate(`${iso}T12:00:00`, locale);
  const institution = useStore(sessionStore, (state) => currentInstitution(state)?.name ?? '');

  return (
    <ResourceView resource={record} failedTitle={<MessageText message={failed('recordsLoad')} />}>
      {({ record: current, revisions }) => (
        <div className={styles.stack}>
          <SubjectBanner
            code={current.subject_code}
            label={t('banner.label', { code: current.subject_code })}
            facts={[
              { key: 'sex', label: fieldLabel(t, 'sex'), value: sexText(t, current.fields.sex) },
              { key: 'age', label: t('banner.age'), value: formatAge(current.fields.birth_date, new Date(), locale) },
              ...(current.institution_reference ? [{ key: 'record', label: t('fields.institutionReference'), value: current.institution_reference, labelled: true } as const] : []),
              ...(institution ? [{ key: 'institution', label: t('banner.institution'), value: institution } as const] : []),
            ]}
          />
          <div className={styles.actions}>
            <Link to={backTo}>{t('record.back')}</Link>
            <SubjectReportsLink record={current} label={t('record.reports')} />
          </div>
          <Card title={t('record.title', { code: current.subject_code })}>
            {/* The record number is in the subject banner above. */}
            {current.portal_provided ? <p className={styles.meta}>{t('list.portalProvided')}</p> : null}
            <p className={styles.meta}>{t('record.by', { name: current.created_by.name, date: formatDateTime(current.created_at, locale) })}</p>
            <p className={styles.meta}>{t('record.updated', { name: current.updated_by.name, date: formatDateTime(current.updated_at, locale) })}</p>
            {editing ? (
              <RecordForm
                mode="edit"
                initial={formFromRecord(current)}
                recordId={current.record_id}
                revision={current.revision}
                strings={strings}
                draftKey={`medical-record-${current.record_id}`}
                onSaved={() => {
                  setEditing(false);
                  record.reload();
                }}
                onCancel={() => setEditing(false)}
                // The revisions below then name the one saved meanwhile as the current one.
                onConflict={() => record.reload()}
              />
            ) : (
              <>
                <dl className={styles.details}>
                  {recordFieldNames.map((name) => (
                    <div key={name} className={styles.detailRow}>
                      <dt>{fieldLabel(t, name)}</dt>
                      <dd>{fieldText(t, current.fields, name, strings, language, day) || t('record.none')}</dd>
                    </div>
                  ))}
                </dl>
                {canWrite ? (
                  <div className={styles.actions}>
                    <Button onClick={() => setEditing(true)}>{t('record.edit')}</Button>
                  </div>
                ) : null}
              </>
            )}
          </Card>
          <Card title={t('record.revisions')}>
            <ol className={styles.revisions} reversed>
              {revisions.map((revision) => (
                <li key={revision.revision}>
                  <strong>
                    {t('record.revision', { revision: revision.revision })}
                    {revision.revision === current.revision ? ` (${t('record.current')})` : ''}
                  </strong>{' '}
                  <span>{t('record.savedBy', { name: revision.author.name, date: formatDateTime(revision.saved_at, locale) })}</span>
                  <p className={styles.meta}>
                    {revision.revision === 1 ? t('record.created') : t('record.changed', { fields: revision.changed.map((name) => fieldLabel(t, name)).join(', ') })}
                  </p>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      )}
    </ResourceView>
  );
}
