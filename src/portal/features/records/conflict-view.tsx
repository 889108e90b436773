// The conflict view (issue 11): someone else saved the record while the person was editing. Both
// versions side by side, field by field; for each field that differs the person keeps theirs or the
// saved one (by default what they changed themselves, and the other person's change elsewhere, so
// nothing typed is lost and nothing saved is undone unasked), then saves the merge on top of the
// saved revision.
import { useState } from 'react';
import type { MedicalRecord, RecordFields, StdString } from '../../../contract/types.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { formatDate, formatDateTime } from '../../lib/i18n/dates.ts';
import { useLanguage, useLocale, useT } from '../../lib/i18n/use-t.ts';
import { recordsMessages } from './messages/index.ts';
import { fieldLabel, fieldText, recordFieldNames } from './record-texts.ts';
import styles from './records.module.css';
import { DataTable } from '../../ui/data-table.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

export interface ConflictViewProps {
  mine: RecordFields;
  /** The fields as they were when the person opened the form. */
  base: RecordFields;
  saved: MedicalRecord;
  strings: readonly StdString[];
  busy: boolean;
  /** Saves the merged fields on top of the saved revision. */
  onMerge: (fields: RecordFields) => void;
  onBack: () => void;
}

export function ConflictView({ mine, base, saved, strings, busy, onMerge, onBack }: ConflictViewProps) {
  const t = useT(recordsMessages);
  const language = useLanguage();
  const locale = useLocale();
  const theirs = saved.fields;
  const differs = recordFieldNames.filter((name) => JSON.stringify(mine[name]) !== JSON.stringify(theirs[name]));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  // What the person changed keeps their value; what only the other person changed keeps theirs.
  const [keep, setKeep] = useState<Record<string, 'mine' | 'theirs'>>(() =>
    Object.fromEntries(differs.map((name) => [name, same(mine[name], base[name]) ? 'theirs' : 'mine'])),
  );
  const text = (fields: RecordFields, name: keyof RecordFields) => fieldText(t, fields, name, strings, language, (iso) => formatDate(`${iso}T12:00:00`, locale)) || t('record.none');

  const merge = () => {
    const merged = { ...mine } as Record<keyof RecordFields, unknown>;
    for (const name of differs) if (keep[name] === 'theirs') merged[name] = theirs[name];
    onMerge(merged as RecordFields);
  };

  return (
    <section aria-labelledby="conflict-title" className={styles.stack}>
      <Alert variant="error" title={<span id="conflict-title">{t('conflict.title')}</span>}>
        {t('conflict.text', { revision: saved.revision, name: saved.updated_by.name, date: formatDateTime(saved.updated_at, locale) })}
      </Alert>
      <DataTable className={styles.compare} stackBelow="medium">
          <thead>
            <tr>
              <th scope="col">{t('conflict.field')}</th>
              <th scope="col">{t('conflict.yours')}</th>
              <th scope="col">{t('conflict.theirs', { revision: saved.revision })}</th>
            </tr>
          </thead>
          <tbody>
            {recordFieldNames.map((name) => {
              const differ = differs.includes(name);
              const label = fieldLabel(t, name);
              return (
                <tr key={name} className={differ ? styles.differs : undefined}>
                  <th scope="row">{label}</th>
                  <td>
                    {text(mine, name)}
                    {differ ? (
                      <label className={styles.meta}>
                        <br />
                        <input type="radio" name={`keep-${name}`} checked={keep[name] === 'mine'} onChange={() => setKeep((k) => ({ ...k, [name]: 'mine' }))} />{' '}
                        {t('conflict.keepYours')}
                        <VisuallyHidden> ({label})</VisuallyHidden>
                      </label>
                    ) : null}
                  </td>
                  <td>
                    {differ ? text(theirs, name) : <span className={styles.meta}>{t('conflict.same')}</span>}
                    {differ ? (
                      <label className={styles.meta}>
                        <br />
                        <input type="radio" name={`keep-${name}`} checked={keep[name] === 'theirs'} onChange={() => setKeep((k) => ({ ...k, [name]: 'theirs' }))} />{' '}
                        {t('conflict.keepTheirs')}
                        <VisuallyHidden> ({label})</VisuallyHidden>
                      </label>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      <div className={styles.actions}>
        <Button busy={busy} onClick={merge}>
          {t('conflict.save')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('conflict.cancel')}
        </Button>
      </div>
    </section>
  );
}
