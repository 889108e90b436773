/**
 * Where the person is signed in (issue 34, OWASP ASVS 5.0 7.5.2): their live sessions, this browser
 * first, each with its browser and system, when it signed in and was last used, and the address it
 * came from; any other one, or all others at once, can be signed out after the password again.
 */
import { useState } from 'react';
import type { OwnSession } from '../../../contract/types.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { formatDateTime } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Button } from '../../ui/button.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { endOwnSessions, listOwnSessions } from './account-api.ts';
import { describeDevice } from './device.ts';
import { PasswordDialog } from './password-dialog.tsx';
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
        <PasswordDialog
          title={ending.id !== null ? t('sessions.signOutNamed', { device: ending.device }) : t('sessions.confirmTitleAll')}
          text={null}
          confirm={ending.id !== null ? t('sessions.confirmOne') : t('sessions.confirmAll')}
          act={(password) => endOwnSessions(password, ending.id ?? undefined)}
          onDone={({ ended }) => {
            notifySuccess(ended === 0 ? t('sessions.endedNone') : t('sessions.ended', { count: ended }));
            setEnding(null);
            sessions.reload();
          }}
          onClose={() => setEnding(null)}
        />
      )}
    </section>
  );
}
