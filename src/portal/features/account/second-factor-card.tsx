/**
 * One's second factor (issue 34, OWASP ASVS 5.0 6.3.2): the passkeys and authenticator apps, when
 * each was added and last used, and how many recovery codes are left. Adding a passkey or an app,
 * removing one and making new recovery codes each ask for the password again (7.5.1). Recovery codes are shown
 * once, when made, with a way to copy and to download them.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { signInRefusalOf } from '../../../contract/sign-in-refusal.ts';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import type { ApiResult } from '../../lib/http/api.ts';
import { formatDate, formatDateTime, formatDuration } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { createPasskey, passkeyTrouble, passkeysSupported } from '../../lib/passkeys/passkey-browser.ts';
import type { Infer } from '../../../contract/schema.ts';
import type { passkeyCreationOptions } from '../../../contract/schemas/auth.ts';
import { confirmPasskey, confirmTotp, listFactors, newRecoveryCodes, removeFactor, startPasskey, startTotp } from './account-api.ts';
import { accountMessages } from './messages/index.ts';
import { PasswordDialog } from './password-dialog.tsx';
import styles from './my-account-page.module.css';

/** A new authenticator app's secret, as the server gave it to scan or type. */
interface Started {
  factor_id: number;
  secret: string;
  qr: string;
}

/** What the card has open: nothing, or one of its dialogs. */
type Open =
  | { kind: 'add' }
  | { kind: 'scan'; started: Started }
  | { kind: 'add-passkey' }
  | { kind: 'passkey'; options: Infer<typeof passkeyCreationOptions> }
  | { kind: 'remove'; id: number; label: string; passkey: boolean }
  | { kind: 'new-codes' }
  | { kind: 'codes'; codes: readonly string[] };

/** The secret in groups of four, for typing by hand: "ABCD EFGH IJKL". */
export function groupedSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The QR code and the key to type, then the app's first code and an optional name. */
function ScanDialog({ started, onAdded, onClose }: { started: Started; onAdded: (codes: readonly string[] | undefined) => void; onClose: () => void }) {
  const t = useT(accountMessages);
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (busy || !typed) return;
    setBusy(true);
    setProblem(null);
    const result = await confirmTotp(started.factor_id, typed, label.trim());
    setBusy(false);
    if (result.ok) onAdded(result.data.recovery_codes);
    else if (result.status === 400 || result.status === 401) setProblem(t('factors.wrongCode'));
    else setProblem(<MessageText message={result.message} />);
  };

  return (
    <Dialog
      open
      title={t('factors.add')}
      size="medium"
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('factors.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={!code.trim()}>
            {t('factors.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('factors.scan')}</p>
      <img className={styles.qr} src={started.qr} alt={t('factors.qrAlt')} width={200} height={200} />
      <p>{t('factors.typeKey')}</p>
      <p className={styles.secret} translate="no">
        {groupedSecret(started.secret)}
      </p>
      <TextField
        label={t('factors.code')}
        hint={t('factors.codeHint')}
        error={problem}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={32}
        required
      />
      <TextField label={t('factors.label')} hint={t('factors.labelHint')} value={label} onChange={(event) => setLabel(event.target.value)} maxLength={60} />
    </Dialog>
  );
}

/** A name for the new passkey, then the browser's own prompt to make it (a press of the button, as some browsers require). */
function PasskeyDialog({
  options,
  onAdded,
  onClose,
}: {
  options: Infer<typeof passkeyCreationOptions>;
  onAdded: (codes: readonly string[] | undefined) => void;
  onClose: () => void;
}) {
  const t = useT(accountMessages);
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    let credential;
    try {
      credential = await createPasskey(options);
    } catch (error) {
      setBusy(false);
      const trouble = passkeyTrouble(error);
      setProblem(trouble === 'exists' ? t('factors.passkeyExists') : trouble === 'unsupported' ? t('factors.passkeyUnsupported') : t('factors.passkeyCancelled'));
      return;
    }
    const result = await confirmPasskey(credential, label.trim());
    setBusy(false);
    if (result.ok) onAdded(result.data.recovery_codes);
    else if (result.status === 400) setProblem(t('factors.passkeyRefused'));
    else setProblem(<MessageText message={result.message} />);
  };

  return (
    <Dialog
      open
      title={t('factors.addPasskey')}
      size="medium"
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('factors.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('factors.passkeyCreate')}
          </Button>
        </>
      }
    >
      <p>{t('factors.passkeyText')}</p>
      {problem && <Alert variant="error">{problem}</Alert>}
      <TextField label={t('factors.passkeyLabel')} hint={t('factors.passkeyLabelHint')} value={label} onChange={(event) => setLabel(event.target.value)} maxLength={60} />
    </Dialog>
  );
}

/** Ten recovery codes, shown this once: copied, downloaded, or written down. */
function CodesDialog({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const t = useT(accountMessages);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const text = codes.join('\n');

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const download = () => {
    const heading = t('factors.fileHeading', { product: runtimeConfig().productName, email: sessionStore.getState().username ?? '' });
    const url = URL.createObjectURL(new Blob([`${heading}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${t('factors.fileName')}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <Dialog
      open
      title={t('factors.codesTitle')}
      size="medium"
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('factors.saved')}</Button>}
    >
      <Alert variant="info">{t('factors.codesSave')}</Alert>
      <ol className={styles.codes} aria-label={t('factors.codesList')} translate="no">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copyCodes()}>
          {t('factors.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('factors.download')}
        </Button>
      </div>
      <p role="status" className={styles.note}>
        {copy === 'copied' ? t('factors.copied') : copy === 'failed' ? t('factors.copyFailed') : ''}
      </p>
    </Dialog>
  );
}

export function SecondFactorCard() {
  const t = useT(accountMessages);
  const locale = useLocale();
  const factors = useResource((signal) => listFactors(signal), []);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  // Shows the new codes once, and the list as it now is behind them.
  const showCodes = (codes: readonly string[]) => {
    factors.reload();
    setOpen({ kind: 'codes', codes });
  };
  // A new factor: the first one's recovery codes, shown once, or a word that it was added.
  const added = (notice: string) => (codes: readonly string[] | undefined) => {
    if (codes) return showCodes(codes);
    notifySuccess(notice);
    factors.reload();
    close();
  };

  return (
    <section className={styles.form} aria-labelledby="factors-heading">
      <h2 id="factors-heading" className={styles.heading}>
        {t('factors.heading')}
      </h2>
      <p className={styles.note}>{t('factors.intro')}</p>
      <ResourceView resource={factors} failedTitle={t('factors.loadFailed')}>
        {({ factors: apps, recovery_codes_left: left }) => (
          <>
            {apps.length === 0 ? (
              <p className={styles.note}>{t('factors.none')}</p>
            ) : (
              <>
                <ul className={styles.sessions}>
                  {apps.map((app) => (
                    <li key={app.id} className={styles.session}>
                      <div>
                        <p className={styles.device}>{app.label}</p>
                        <p className={styles.note}>
                          {app.kind === 'passkey' ? t('factors.kindPasskey') : t('factors.kindTotp')}
                          {' · '}
                          {t('factors.added', { date: formatDate(app.created_at, locale) })}
                          {' · '}
                          {app.last_used_at ? t('factors.lastUsed', { date: formatDateTime(app.last_used_at, locale) }) : t('factors.neverUsed')}
                        </p>
                      </div>
                      <Button variant="secondary" size="small" aria-label={t('factors.removeNamed', { label: app.label })} onClick={() => setOpen({ kind: 'remove', id: app.id, label: app.label, passkey: app.kind === 'passkey' })}>
                        {t('factors.remove')}
                      </Button>
                    </li>
                  ))}
                </ul>
                <p>{t('factors.recoveryLeft', { count: left })}</p>
              </>
            )}
            <div className={styles.actions}>
              {passkeysSupported() && <Button onClick={() => setOpen({ kind: 'add-passkey' })}>{t('factors.addPasskey')}</Button>}
              <Button variant={passkeysSupported() ? 'secondary' : undefined} onClick={() => setOpen({ kind: 'add' })}>
                {t('factors.add')}
              </Button>
              {apps.length > 0 && (
                <Button variant="secondary" onClick={() => setOpen({ kind: 'new-codes' })}>
                  {t('factors.newCodes')}
                </Button>
              )}
            </div>
          </>
        )}
      </ResourceView>
      {open?.kind === 'add' && (
        <PasswordDialog
          title={t('factors.add')}
          text={null}
          confirm={t('factors.next')}
          act={startTotp}
          onDone={(started) => setOpen({ kind: 'scan', started })}
          onClose={close}
        />
      )}
      {open?.kind === 'scan' && (
        <ScanDialog
          started={open.started}
          onClose={close}
          onAdded={added(t('factors.addedNotice'))}
        />
      )}
      {open?.kind === 'add-passkey' && (
        <PasswordDialog
          title={t('factors.addPasskey')}
          text={null}
          confirm={t('factors.next')}
          act={startPasskey}
          onDone={(started) => setOpen({ kind: 'passkey', options: started.options })}
          onClose={close}
        />
      )}
      {open?.kind === 'passkey' && (
        <PasskeyDialog
          options={open.options}
          onClose={close}
          onAdded={added(t('factors.passkeyAdded'))}
        />
      )}
      {open?.kind === 'remove' && (
        <PasswordDialog
          title={t('factors.removeNamed', { label: open.label })}
          text={<p>{open.passkey ? t('factors.passkeyRemoveText') : t('factors.removeText')}</p>}
          confirm={open.passkey ? t('factors.passkeyRemoveConfirm') : t('factors.removeConfirm')}
          act={(password) => removeFactor(open.id, password)}
          onDone={() => {
            notifySuccess(open.passkey ? t('factors.passkeyRemoved') : t('factors.removed'));
            factors.reload();
            close();
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'new-codes' && (
        <PasswordDialog
          title={t('factors.newCodes')}
          text={<p>{t('factors.newCodesText')}</p>}
          confirm={t('factors.newCodesConfirm')}
          act={newRecoveryCodes}
          onDone={(data) => showCodes(data.recovery_codes)}
          onClose={close}
        />
      )}
      {open?.kind === 'codes' && <CodesDialog codes={open.codes} onClose={close} />}
    </section>
  );
}
