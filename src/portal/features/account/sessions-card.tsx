/**
 * Where the person is signed in (issue 34, OWASP ASVS 5.0 7.5.2): their live sessions, this browser
 * first, each with its browser and system, when it signed in and was last used, and the address it
 * came from; any other one, or all others at once, can be signed out after the password again.
 */
import { useState, type FormEvent } from 'react';
import type { OwnSession } from '../../../contract/types.ts';
import { signInRefusalOf } from '../../../contract/sign-in-refusal.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { formatDateTime, formatDuration } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import type { Message } from '../../lib/i18n/message.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { endOwnSessions, listOwnSessions } from './account-api.ts';
import { describeDevice } from './device.ts';
import { accountMessages } from './messages/index.ts';
import styles from './my-account-page.module.css';

/** What the dialog signs out: one session (named) or every other one. */
type Ending = { id: number; device: string } | { id: null };

function useDeviceName() {
  const t = useT(accountMessages);
  return (session: OwnSession) => {
    const { browser, system } = describeDevice(session.user_agent);
    return t('sessions.device', { browser: browser ?? t('sessions.unknownBrowser'), system: system ?? t('sessions.unknownSystem') });
  };
}

function EndDialog({ ending, onClose, onEnded }: { ending: Ending; onClose: () => void; onEnded: () => void }) {
  const t = useT(accountMessages);
  const locale = useLocale();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const one = ending.id !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setProblem(null);
    const result = await endOwnSessions(password, ending.id ?? undefined);
    setBusy(false);
    if (result.ok) {
      const count = result.data.ended;
      notifySuccess(count === 0 ? t('sessions.endedNone') : t('sessions.ended', { count }));
      onEnded();
      return;
    }
    if (result.status === 400) setProblem(t('sessions.wrongPassword'));
    else if (result.status === 429) {
      const wait = signInRefusalOf(result.data).retry_after_seconds;
      setProblem(t('sessions.paused', { wait: formatDuration(wait ?? 60, locale) }));
    } else setProblem(result.message);
  };

  return (
    <Dialog
      open
      title={one ? t('sessions.signOutNamed', { device: ending.device }) : t('sessions.confirmTitleAll')}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('sessions.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={!password}>
            {one ? t('sessions.confirmOne') : t('sessions.confirmAll')}
          </Button>
        </>
      }
    >
      <p>{t('sessions.confirmText')}</p>
      {problem && (
        <Alert variant="error">
          <MessageText message={problem} />
        </Alert>
      )}
      <TextField
        label={t('sessions.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </Dialog>
  );
}

export function SessionsCard() {
  const t = useT(accountMessages);
  const locale = useLocale();
  const deviceName = useDeviceName();
  const sessions = useResource((signal) => listOwnSessions(signal), []);
  const [ending, setEnding] = useState<Ending | null>(null);

  return (
    <section className={styles.form} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={styles.heading}>
        {t('sessions.heading')}
      </h2>
      <p className={styles.note}>{t('sessions.intro')}</p>
      <ResourceView resource={sessions} failedTitle={<MessageText message={failed('sessionsLoad')} />}>
        {({ sessions: list }) => {
          const others = list.filter((session) => !session.current);
          return (
            <>
              <ul className={styles.sessions}>
                {list.map((session) => {
                  const name = deviceName(session);
                  return (
                    <li key={session.id} className={styles.session}>
                      <div>
                        <p className={styles.device}>
                          {name}
                          {session.current && <span className={styles.current}> · {t('sessions.current')}</span>}
                        </p>
                        <p className={styles.note}>
                          {t('sessions.started', { date: formatDateTime(session.started_at, locale) })}
                          {' · '}
                          {t('sessions.lastUsed', { date: formatDateTime(session.last_used_at, locale) })}
                          {session.address && ` · ${t('sessions.from', { address: session.address })}`}
                        </p>
                      </div>
                      {!session.current && (
                        <Button variant="secondary" size="small" onClick={() => setEnding({ id: session.id, device: name })}>
                          {t('sessions.signOut')}
                          <VisuallyHidden>{t('sessions.signOutOf', { device: name })}</VisuallyHidden>
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
              {others.length === 0 ? (
                <p className={styles.note}>{t('sessions.onlyThis')}</p>
              ) : (
                <div>
                  <Button variant="secondary" onClick={() => setEnding({ id: null })}>
                    {t('sessions.signOutOthers')}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </ResourceView>
      {ending && (
        <EndDialog
          ending={ending}
          onClose={() => setEnding(null)}
          onEnded={() => {
            setEnding(null);
            sessions.reload();
          }}
        />
      )}
    </section>
  );
}
