// The medical record form (issue 11), for a new record and for a change of one. Checks at the
// field with the first invalid field focused; a failed save (refusal, network loss, expired
// session) keeps every value and can be retried; a stale save opens the conflict view; leaving
// with unsaved changes asks first; the drafts mechanism keeps the values across a session end.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldIssuesOf } from '../../lib/http/field-issues.ts';
import type { MedicalRecord, RecordFields, StdString } from '../../../contract/types.ts';
import { recordLimits, recordSexes } from '../../../contract/schemas/medical-records.ts';
import { catalogue, succeeded } from '../../domain/messages/catalogue.ts';
import { useDraft } from '../../lib/forms/use-draft.ts';
import { formMessages } from '../../lib/forms/messages/index.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import type { Message } from '../../lib/i18n/message.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.ts';
import { notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ChoiceCombobox } from './choice-combobox.tsx';
import { ConflictView } from './conflict-view.tsx';
import { recordsMessages } from './messages/index.ts';
import {
  bodyFromForm,
  checkForm,
  diagnosisIds,
  fieldsFromForm,
  firstProblem,
  formFieldOf,
  formFromFields,
  hasChanges,
  localToday,
  problemsLeft,
  type FormField,
  type FormMode,
  type FormProblem,
  type RecordFormValues,
} from './record-form-state.ts';
import { saveRecord } from './records-api.ts';
import { sexText } from './record-texts.ts';
import { optionsOf } from './std-string-options.ts';
import { SubjectPicker } from './subject-picker.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import styles from './records.module.css';

export interface RecordFormProps {
  mode: FormMode;
  initial: RecordFormValues;
  /** 0 for a new record. */
  recordId: number;
  /** The revision the form was opened on (0 for a new record). */
  revision: number;
  strings: readonly StdString[];
  /** The drafts mechanism's key of this form. */
  draftKey: string;
  onSaved: (record: MedicalRecord) => void;
  onCancel?: () => void;
  /** Someone else saved a revision meanwhile: the page around the form catches up with it. */
  onConflict?: (current: MedicalRecord) => void;
}

export function RecordForm({ mode, initial, recordId, revision, strings, draftKey, onSaved, onCancel, onConflict }: RecordFormProps) {
  const t = useT(recordsMessages);
  const formTexts = useT(formMessages);
  const language = useLanguage();
  const [values, setValues] = useState(initial);
  const [base, setBase] = useState(revision);
  const [problems, setProblems] = useState<Partial<Record<FormField, FormProblem>>>({});
  const [refused, setRefused] = useState<Partial<Record<FormField, Message>>>({});
  const [failure, setFailure] = useState<Message | null>(null);
  const [conflict, setConflict] = useState<MedicalRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const controls = useRef(new Map<FormField, HTMLElement | null>());
  const refOf = (field: FormField) => (element: HTMLElement | null) => {
    controls.current.set(field, element);
  };
  // The failure words are loaded with the form: a save may fail because the server is gone, and
  // then so would loading the catalogue's words.
  useEffect(() => {
    void catalogue.load(language);
  }, [language]);
  const dirty = hasChanges(values, initial);
  const guard = useLeaveGuard(dirty);
  const restored = useDraft(draftKey, { values, initial, restore: (draft) => setValues((v) => ({ ...v, ...draft })) });

  const change = (patch: Partial<RecordFormValues>) => {
    setValues((v) => ({ ...v, ...patch }) as RecordFormValues);
    // The server's refusal of a field goes once the field is changed.
    setRefused((r) => Object.fromEntries(Object.entries(r).filter(([field]) => !(field in patch))));
  };
  // An error shown at a field goes as soon as the field is put right.
  useEffect(() => {
    setProblems((shown) => (Object.keys(shown).length ? problemsLeft(shown, values, mode, localToday(new Date())) : shown));
  }, [values, mode]);
  const focus = (field: FormField | undefined) => {
    if (field) requestAnimationFrame(() => controls.current.get(field)?.focus());
  };

  const send = async (fields: RecordFields, onRevision: number) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    setRefused({});
    const body = { ...bodyFromForm(values, mode, onRevision), fields };
    const result = await saveRecord(recordId, body);
    setSaving(false);
    if (result.ok) {
      guard.release();
      setConflict(null);
      notifySuccess(succeeded('recordSave'));
      onSaved(result.data);
      return;
    }
    // A stale save answers 409 with the record as it stands now (the contract's declared payload);
    // a 409 naming a field (the new subject's code is taken) is shown at that field below.
    const current = result.status === 409 && result.data && 'current' in result.data ? result.data.current : undefined;
    if (current) {
      setConflict(current);
      onConflict?.(current);
      return;
    }
    const atFields: Partial<Record<FormField, Message>> = {};
    for (const issue of fieldIssuesOf(result.data)) {
      const field = formFieldOf(issue);
      if (field && !atFields[field]) atFields[field] = result.message;
    }
    setRefused(atFields);
    setFailure(result.message);
    focus(firstProblem(atFields));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const found = checkForm(values, mode, localToday(new Date()));
    setProblems(found);
    const first = firstProblem(found);
    if (first) return focus(first);
    void send(fieldsFromForm(values), base);
  };

  const problemText = (field: FormField, label: string) => {
    const problem = problems[field];
    if (problem === 'required') return field === 'sex' ? t('register.chooseSex') : t('register.required', { field: label.toLowerCase() });
    if (problem === 'chooseExisting') return t('register.chooseExisting');
    if (problem === 'futureDate') return t('register.futureDate');
    if (problem === 'format') return t('fields.subjectCodeHint');
    const server = refused[field];
    return server ? <MessageText message={server} /> : undefined;
  };
  const errorOf = (field: FormField, label: string) => problemText(field, label) as string | undefined;

  if (conflict) {
    return (
      <ConflictView
        mine={fieldsFromForm(values)}
        base={fieldsFromForm(initial)}
        saved={conflict}
        strings={strings}
        busy={saving}
        onBack={() => setConflict(null)}
        onMerge={(merged) => {
          // The merge becomes what the form holds, based on the saved revision.
          setValues((v) => ({ ...v, ...formFromFields(merged) }));
          setBase(conflict.revision);
          void send(merged, conflict.revision);
        }}
      />
    );
  }

  const comboTexts = {
    noMatch: t('combobox.noMatch'),
    remove: (label: string) => t('combobox.remove', { label }),
    found: (count: number) => t('combobox.options', { count }),
  };
  const labels = {
    birthDate: t('fields.birthDate'),
    sex: t('fields.sex'),
    diagnoses: t('fields.diagnoses'),
    referralReason: t('fields.referralReason'),
    medication: t('fields.medication'),
    clinicalNotes: t('fields.clinicalNotes'),
    referringClinician: t('fields.referringClinician'),
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {restored ? <Alert variant="success">{formTexts('draftRestored')}</Alert> : null}
      {failure ? (
        <Alert
          variant="error"
          title={<MessageText message={failure} />}
          action={
            <Button variant="secondary" busy={saving} onClick={() => submit()}>
              {t('register.retry')}
            </Button>
          }
        >
          {t('register.failedKeep')}
        </Alert>
      ) : null}
      {mode === 'create' ? (
        <SubjectPicker
          values={values}
          change={change}
          errors={{ code: errorOf('code', t('fields.subjectCode')), reference: errorOf('reference', t('fields.institutionReference')), subjectId: errorOf('subjectId', t('fields.subject')) }}
          refs={{ code: refOf('code'), reference: refOf('reference'), subjectId: refOf('subjectId') }}
        />
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('register.clinicalHeading')}</legend>
        <div className={styles.row}>
          <TextField ref={refOf('birthDate')} type="date" inputClassName={styles.date} label={labels.birthDate} required max={localToday(new Date())} error={errorOf('birthDate', labels.birthDate)} value={values.birthDate} onChange={(e) => change({ birthDate: e.target.value })} />
          <SelectField
            ref={refOf('sex')}
            label={labels.sex}
            required
            placeholder={t('sex.choose')}
            error={errorOf('sex', labels.sex)}
            options={recordSexes.map((sex) => ({ value: sex, label: sexText(t, sex) }))}
            value={values.sex}
            onChange={(e) => change({ sex: e.target.value })}
          />
        </div>
        <ChoiceCombobox
          inputRef={refOf('diagnoses')}
          label={labels.diagnoses}
          hint={t('fields.diagnosesHint', { count: recordLimits.diagnoses })}
          error={errorOf('diagnoses', labels.diagnoses)}
          multiple
          max={recordLimits.diagnoses}
          options={optionsOf(strings, 'diagnosis', language)}
          value={diagnosisIds(values.diagnoses)}
          onChange={(ids) => change({ diagnoses: ids.join(',') })}
          texts={comboTexts}
        />
        <ChoiceCombobox
          inputRef={refOf('referralReason')}
          label={labels.referralReason}
          error={errorOf('referralReason', labels.referralReason)}
          options={optionsOf(strings, 'referral_reason', language)}
          value={values.referralReason ? [Number(values.referralReason)] : []}
          onChange={(ids) => change({ referralReason: ids.length ? String(ids[0]) : '' })}
          texts={comboTexts}
        />
        <TextArea ref={refOf('medication')} label={labels.medication} rows={3} maxLength={recordLimits.medication} error={errorOf('medication', labels.medication)} value={values.medication} onChange={(e) => change({ medication: e.target.value })} />
        <TextArea ref={refOf('clinicalNotes')} label={labels.clinicalNotes} rows={6} maxLength={recordLimits.clinicalNotes} error={errorOf('clinicalNotes', labels.clinicalNotes)} value={values.clinicalNotes} onChange={(e) => change({ clinicalNotes: e.target.value })} />
        <TextField ref={refOf('referringClinician')} label={labels.referringClinician} maxLength={recordLimits.referringClinician} error={errorOf('referringClinician', labels.referringClinician)} value={values.referringClinician} onChange={(e) => change({ referringClinician: e.target.value })} />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" busy={saving}>
          {mode === 'create' ? t('register.save') : t('record.save')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('record.cancelEdit')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog open={guard.pending !== null} title={t('leave.title')} text={t('leave.text')} confirmLabel={t('leave.confirm')} cancelLabel={t('leave.cancel')} variant="danger" onConfirm={guard.leave} onCancel={guard.stay} />
    </form>
  );
}

