/**
 * The session-ending warning (the spec's session lasts 60 minutes with no renewal call): from five
 * minutes before the end, a polite banner above the page states the minutes left, announced once
 * to screen readers, and offers to sign in again in a dialog without leaving the page. Signing in
 * again gives a new token and expiry and chooses the same institution again for it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '../lib/store/use-store.ts';
import { sessionEndsAt, sessionStore } from '../lib/session/session.ts';
import { runtimeConfig } from '../lib/config/runtime.ts';
import { notifySuccess } from '../lib/notifications/notifications-slice.ts';
import { formatDuration } from '../lib/i18n/dates.ts';
import { useLocale, useT } from '../lib/i18n/use-t.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { TextField } from '../ui/text-field.tsx';
import { Alert } from '../ui/alert.tsx';
import { finishSignInAgain, signInAgain, type SignInAgainResult, type SignInAgainStep } from '../features/auth/sign-in-again.ts';
import type { SecondFactorWay } from '../features/auth/auth-slice.ts';
import { chooseInstitution } from '../features/institutions/choose-institution.ts';
import { appMessages } from './messages/index.ts';
import { nextCheckIn, sessionWarning, type Warning } from './session-warning-rule.ts';
import styles from './session-warning.module.css';
import { visuallyHidden } from '../ui/visually-hidden.tsx';

/** The warning as time passes: looked at when it starts and then once a minute. */
function useWarning(expiresAt: number, now: () => number): Warning | null {
  const [warning, setWarning] = useState(() => sessionWarning(expiresAt, now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const at = now();
      setWarning(sessionWarning(expiresAt, at));
      if (expiresAt > at) timer = setTimeout(check, Math.min(nextCheckIn(expiresAt, at), 2_147_483_647));
    };
    check();
    return () => clearTimeout(timer);
  }, [expiresAt, now]);
  return warning;
}

/** Chooses the session's institution again for the new token; the central handler reports a failure. */
async function chooseSameInstitution(): Promise<void> {
  const { selected_institution_id: id, institution_country: country } = sessionStore.getState();
  if (id) await chooseInstitution({ id: Number(id), country });
}

function SignInAgainDialog({ onClose }: { onClose: () => void }) {
  const t = useT(appMessages);
  const locale = useLocale();
  const email = useStore(sessionStore, (s) => s.username ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  // With a second factor, the password opens a step that asks for a code (issue 34).
  const [step, setStep] = useState<SignInAgainStep | null>(null);
  const [way, setWay] = useState<SecondFactorWay>('totp');
  const [code, setCode] = useState('');
  const switchLabels = {
    passkey: t('sessionWarning.usePasskey'),
    totp: t('sessionWarning.useTotp'),
    recovery: t('sessionWarning.useRecovery'),
  } as const;

  const describe = (result: Exclude<SignInAgainResult, { ok: true }>): string => {
    switch (result.reason) {
      case 'wrong-password':
        return t('sessionWarning.wrongPassword');
      case 'paused':
        return result.retryAfterSeconds === undefined
          ? t('sessionWarning.pausedNoTime')
          : t('sessionWarning.paused', { wait: formatDuration(result.retryAfterSeconds, locale) });
      case 'other-account':
        return t('sessionWarning.otherAccount');
      case 'wrong-code':
        return way === 'passkey' ? t('sessionWarning.wrongPasskey') : way === 'totp' ? t('sessionWarning.wrongCode') : t('sessionWarning.wrongRecovery');
      case 'passkey-cancelled':
        return t('sessionWarning.passkeyCancelled');
      case 'passkey-unsupported':
        return t('sessionWarning.passkeyUnsupported');
      case 'step-expired':
        return t('sessionWarning.stepExpired');
      case 'second-factor':
      case 'failed':
        return t('sessionWarning.failed');
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = way === 'totp' ? code.replace(/\s/g, '') : code.trim();
    if (busy || (step ? !typed && way !== 'passkey' : !password)) return;
    setBusy(true);
    setProblem('');
    const result = step ? await finishSignInAgain(step, way, typed) : await signInAgain(password);
    if (!result.ok) {
      setBusy(false);
      if (result.reason === 'second-factor') {
        setStep(result.step);
        setWay(result.step.ways.find((w) => w !== 'recovery') ?? 'recovery');
        return;
      }
      if (result.reason === 'step-expired') {
        setStep(null);
        setPassword('');
        setCode('');
      }
      setProblem(describe(result));
      return;
    }
    await chooseSameInstitution();
    notifySuccess(t('sessionWarning.renewed'));
    onClose();
  };

  return (
    <Dialog
      open
      title={t('sessionWarning.dialogTitle')}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('sessionWarning.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('sessionWarning.submit')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>
        {step
          ? way === 'passkey'
            ? t('sessionWarning.passkeyLead')
            : way === 'totp'
              ? t('sessionWarning.codeLead')
              : t('sessionWarning.recoveryLead')
          : t('sessionWarning.signedInAs', { email, minutes: runtimeConfig().sessionMinutes })}
      </p>
      {problem && <Alert variant="error">{problem}</Alert>}
      {step ? (
        <>
          {way !== 'passkey' && (
            <TextField
              key={way}
              label={way === 'totp' ? t('sessionWarning.code') : t('sessionWarning.recoveryCode')}
              autoComplete={way === 'totp' ? 'one-time-code' : 'off'}
              inputMode={way === 'totp' ? 'numeric' : 'text'}
              spellCheck={false}
              maxLength={32}
              required
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
          {step.ways
            .filter((other) => other !== way)
            .map((other) => (
              <Button
                key={other}
                variant="text"
                onClick={() => {
                  setWay(other);
                  setCode('');
                  setProblem('');
                }}
              >
                {switchLabels[other]}
              </Button>
            ))}
        </>
      ) : (
        <TextField
          label={t('sessionWarning.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
    </Dialog>
  );
}

export function SessionWarning({ now = Date.now }: { now?: () => number }) {
  const t = useT(appMessages);
  const expires = useStore(sessionStore, (s) => s.expiration_date);
  const activeUntil = useStore(sessionStore, (s) => s.active_until);
  const expiresAt = sessionEndsAt({ expiration_date: expires, active_until: activeUntil });
  const warning = useWarning(expiresAt, now);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Said once to screen readers when the warning starts; the visible minutes change quietly.
  const [announced, setAnnounced] = useState('');
  const text = warning ? t('sessionWarning.minutesLeft', { count: warning.minutesLeft }) : '';
  const showing = warning !== null;
  useEffect(() => {
    setAnnounced(showing ? text : ''); // the first minute's text only: later minutes are not re-announced
  }, [showing]);

  return (
    <>
      <div className={visuallyHidden} role="status" aria-live="polite">
        {announced}
      </div>
      {warning && (
        <section className={styles.banner} aria-label={t('sessionWarning.label')} data-print-hide="">
          <p className={styles.text}>{text}</p>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            {t('sessionWarning.signInAgain')}
          </Button>
        </section>
      )}
      {dialogOpen && <SignInAgainDialog onClose={() => setDialogOpen(false)} />}
    </>
  );
}
