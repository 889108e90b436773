/**
 * The Support Request dialog (spec §2, §4, §5): reason, read-only user, six-row description,
 * Close and Send. Success closes it with a notification; failure keeps it open with its text.
 * Close, Escape or the header's close control with a description written asks first: the text is
 * thrown away only when the person says so.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { descriptionRows, supportReasons, type SupportReason, supportRequestsPerHour } from '../../../contract/constants.ts';
import { succeeded } from '../../domain/messages/catalogue.ts';
import { FormErrorSummary } from '../../ui/form-error-summary.tsx';
import { useFormErrors } from '../../lib/forms/form-errors.ts';
import { useDraft } from '../../lib/forms/use-draft.ts';
import { formMessages } from '../../lib/forms/messages/index.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { InlineConfirm } from '../../ui/inline-confirm.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { canSend, sendFailed, sendStarted, sendSucceeded, supportOpened } from './support-state.ts';
import { sendSupportRequest } from './support-api.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.ts';
import { formatDateTime } from '../../lib/i18n/dates.ts';
import { localeOf } from '../../lib/i18n/languages.ts';
import { supportMessages } from './messages/index.ts';

export interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
  presetReason?: SupportReason | null;
  evaluationId?: string | number | null;
}

export function SupportDialog({ open, onClose, presetReason, evaluationId }: SupportDialogProps) {
  const t = useT(supportMessages);
  const formTexts = useT(formMessages);
  const username = useStore(sessionStore, (s) => s.username ?? '');
  const prefill = (id: string | number) => t('prefill', { id });
  // The dialog's fields by wire name, labelled as on screen.
  const labels = { subject: t('reason'), body: t('description') };
  // Each reason is sent as the spec writes it; only the list shows it in the reader's language.
  const reasonOptions = supportReasons.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }));
  const [state, setState] = useState(() => supportOpened(presetReason, evaluationId, prefill));
  const errors = useFormErrors(labels);
  const locale = localeOf[useLanguage()];
  const { clear } = errors;
  // Closing was asked for with a description written: the question shows until answered.
  const [askingToClose, setAskingToClose] = useState(false);
  const descriptionBox = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    setState(supportOpened(presetReason, evaluationId, prefill));
    setAskingToClose(false);
    clear();
  }, [open, presetReason, evaluationId]);

  // After the reset above: what the person typed before their session ended is put back over it.
  const opened = supportOpened(presetReason, evaluationId, prefill);
  const restored = useDraft('support-request', {
    values: { subject: state.reason, body: state.description },
    initial: { subject: opened.reason, body: opened.description },
    restore: ({ subject, body }) =>
      setState((s) => ({
        ...s,
        reason: supportReasons.find((reason) => reason === subject) ?? s.reason,
        description: body ?? s.description,
      })),
    active: open,
  });

  const written = state.description.trim() !== '' && state.description !== opened.description;
  // Escape while the question shows answers it ("keep writing"); a second close does not discard.
  const requestClose = () => {
    if (askingToClose) {
      setAskingToClose(false);
      descriptionBox.current?.focus();
    } else if (written && !state.sending) setAskingToClose(true);
    else onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend(state) || state.reason === '') return;
    setState(sendStarted);
    errors.clear();
    const result = await sendSupportRequest(state.reason, state.description);
    if (result.ok) {
      setState(sendSucceeded);
      notifySuccess(succeeded('supportSend'));
      onClose();
    } else {
      setState(sendFailed);
      // Over the hourly limit the server says when the next request is accepted: say it too.
      const retryAt = result.status === 429 && result.data && 'retry_at' in result.data ? result.data.retry_at : undefined;
      const tooMany = typeof retryAt === 'string' ? t('tooMany', { time: formatDateTime(retryAt, locale) }) : null;
      errors.show(tooMany ? { ...result, message: tooMany } : result); // shown here only: the call leaves the central handler out
    }
  };

  const hasEvaluation = evaluationId !== undefined && evaluationId !== null && evaluationId !== '';
  return (
    <Dialog
      open={open}
      onClose={requestClose}
      title={t('title')}
      size="small"
      actions={
        <>
          <Button variant="secondary" onClick={requestClose}>
            {t('close')}
          </Button>
          <Button type="submit" form="support-request-form" busy={state.sending} disabled={!canSend({ ...state, sending: false })}>
            {t('send')}
          </Button>
        </>
      }
    >
      <form id="support-request-form" onSubmit={submit} noValidate>
        {askingToClose && (
          <InlineConfirm
            text={t('discardQuestion')}
            confirmLabel={t('discard')}
            danger
            busy={false}
            onConfirm={() => {
              setAskingToClose(false);
              onClose();
            }}
            onCancel={() => {
              setAskingToClose(false);
              descriptionBox.current?.focus();
            }}
          />
        )}
        <FormErrorSummary messages={errors.summary} />
        {restored ? <Alert variant="success">{formTexts('draftRestored')}</Alert> : null}
        <SelectField
          label={labels.subject}
          error={errors.at('subject')}
          value={state.reason}
          placeholder={t('chooseReason')}
          options={reasonOptions}
          onChange={(event) => {
            const reason = event.target.value as SupportReason | '';
            setState((s) => ({ ...s, reason }));
          }}
          required
        />
        <TextField label={t('user')} value={username} readOnly />
        <TextArea
          ref={descriptionBox}
          label={labels.body}
          error={errors.at('body')}
          rows={descriptionRows}
          value={state.description}
          hint={[hasEvaluation ? t('evaluationHelp') : '', t('limit', { count: supportRequestsPerHour })].filter(Boolean).join(' ')}
          onChange={(event) => {
            const description = event.target.value;
            setState((s) => ({ ...s, description }));
          }}
          required
        />
      </form>
    </Dialog>
  );
}
