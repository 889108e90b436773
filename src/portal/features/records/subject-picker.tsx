// The subject of a new record: a new subject (its code and institution reference) or an existing
// one of the institution's subject list, found by its code or reference.
import { useState, type Ref } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { recordLimits } from '../../../contract/schemas/medical-records.ts';
import { recordsMessages } from './messages/index.ts';
import { searchSubjects } from './records-api.ts';
import type { RecordFormValues } from './record-form-state.ts';
import styles from './records.module.css';

export interface SubjectPickerProps {
  values: RecordFormValues;
  change: (patch: Partial<RecordFormValues>) => void;
  errors: { code?: string; reference?: string; subjectId?: string };
  refs: { code: Ref<HTMLInputElement>; reference: Ref<HTMLInputElement>; subjectId: Ref<HTMLInputElement> };
}

export function SubjectPicker({ values, change, errors, refs }: SubjectPickerProps) {
  const t = useT(recordsMessages);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ id: number; code: string; reference: string }[] | null>(null);
  const [searchFailed, setSearchFailed] = useState(false);
  const existing = values.subjectMode === 'existing';

  const search = async () => {
    setSearchFailed(false);
    const result = await searchSubjects(query.trim());
    if (!result.ok) {
      setSearchFailed(true);
      return;
    }
    setFound(result.data.subject_list.map((s) => ({ id: s.keyid, code: s.subject_code, reference: s.reference ?? '' })));
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('register.subjectHeading')}</legend>
      <div className={styles.choiceRow} role="radiogroup" aria-label={t('register.subjectHeading')}>
        <label>
          <input type="radio" name="subjectMode" value="new" checked={!existing} onChange={() => change({ subjectMode: 'new' })} /> {t('register.newSubject')}
        </label>
        <label>
          <input type="radio" name="subjectMode" value="existing" checked={existing} onChange={() => change({ subjectMode: 'existing' })} /> {t('register.existingSubject')}
        </label>
      </div>
      {!existing ? (
        <div className={styles.row}>
          <TextField ref={refs.code} label={t('fields.subjectCode')} hint={t('fields.subjectCodeHint')} error={errors.code} required maxLength={recordLimits.subjectCode} value={values.code} onChange={(e) => change({ code: e.target.value })} />
          <TextField ref={refs.reference} label={t('fields.institutionReference')} hint={t('fields.institutionReferenceHint')} error={errors.reference} maxLength={recordLimits.institutionReference} value={values.reference} onChange={(e) => change({ reference: e.target.value })} />
        </div>
      ) : values.subjectId ? (
        <div className={styles.actions}>
          <p>{t('register.chosenSubject', { code: values.subjectLabel })}</p>
          <Button variant="secondary" size="small" onClick={() => change({ subjectId: '', subjectLabel: '' })}>
            {t('register.changeSubject')}
          </Button>
        </div>
      ) : (
        <div>
          <div className={styles.toolbar}>
            <TextField
              ref={refs.subjectId}
              label={t('register.searchCode')}
              error={errors.subjectId}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void search();
                }
              }}
            />
            <Button variant="secondary" onClick={() => void search()}>
              {t('register.searchAction')}
            </Button>
          </div>
          {searchFailed ? <p role="alert">{t('register.searchFailed')}</p> : null}
          {found && !found.length ? <p role="status">{t('register.searchNone')}</p> : null}
          {found && found.length ? (
            <ul className={styles.revisions}>
              {found.map((subject) => (
                <li key={subject.id}>
                  <Button variant="text" onClick={() => change({ subjectId: String(subject.id), subjectLabel: subject.code })}>
                    {t('register.chooseSubject', { code: subject.code })}
                  </Button>{' '}
                  <span className={styles.meta}>{subject.reference}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
