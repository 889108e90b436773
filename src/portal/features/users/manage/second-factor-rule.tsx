/**
 * The institution's rule on the second factor (issue 34), above its users: what it is, and for
 * the owner and the user managers a way to change it after saying what the change does.
 */
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { message } from '../../../lib/i18n/message.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { InlineConfirm } from '../../../ui/inline-confirm.tsx';
import { setSecondFactorRule } from '../users-api.ts';
import { manageMessages } from './messages/index.ts';
import { userFailure, userSuccess } from './user-toasts.ts';

export function SecondFactorRule({ required, canChange, institution, onChanged }: { required: boolean; canChange: boolean; institution: string; onChanged: () => void }) {
  const t = useT(manageMessages);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = async () => {
    setBusy(true);
    const result = await setSecondFactorRule(!required);
    setBusy(false);
    setAsking(false);
    if (!result.ok) return userFailure(result);
    userSuccess(message(manageMessages, result.data.required ? 'secondFactor.nowRequired' : 'secondFactor.nowOptional', { institution }));
    onChanged();
  };
  return (
    <Alert variant="info" title={t(required ? 'secondFactor.required' : 'secondFactor.optional', { institution })}>
      <p>{t(required ? 'secondFactor.requiredText' : 'secondFactor.optionalText')}</p>
      {canChange && !asking ? (
        <Button variant="secondary" size="small" onClick={() => setAsking(true)}>
          {t(required ? 'secondFactor.stop' : 'secondFactor.start')}
        </Button>
      ) : null}
      {asking ? (
        <InlineConfirm
          text={t(required ? 'secondFactor.confirmStop' : 'secondFactor.confirmStart', { institution })}
          confirmLabel={t(required ? 'secondFactor.stop' : 'secondFactor.start')}
          busy={busy}
          danger={false}
          onConfirm={() => void change()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </Alert>
  );
}
