/**
 * Institutions: where every login lands (spec §2). Lists the user's institutions and chooses one,
 * which applies the choose-institution rule (spec §4) so the sidebar and permissions follow it.
 * Invitations to join other institutions wait above the list for an answer. A person with one
 * institution and no invitation has it chosen for them on arriving here without one chosen (after
 * signing in, or again after a session ended), and is told so; the page stays the way to switch.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { loadInstitutions } from '../../domain/institutions/session-institutions.ts';
import { navigate, useSearchParams } from '../../lib/router/history.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { paths } from '../../domain/paths.ts';
import { safeRedirect } from '../../lib/router/redirect.ts';
import { notifyError, notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { message } from '../../lib/i18n/message.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import type { InstitutionEntry } from '../../../contract/types.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { chooseInstitution } from './choose-institution.ts';
import styles from './institutions-page.module.css';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { institutionsMessages } from './messages/index.ts';
import { canGetInstitution, InstitutionInfo } from './institution-info.tsx';
import { Invitations, useOwnInvitations } from './invitations.tsx';

export default function InstitutionsPage() {
  const t = useT(institutionsMessages);
  const search = useSearchParams();
  // Where the user was going when the portal asked them to choose an institution first.
  const redirect = safeRedirect(search.get('redirect'));
  const selected = useStore(sessionStore, (s) => s.selected_institution_id);
  const permissions = useStore(sessionStore, (s) => s.permissions);
  const institutions = useResource((signal) => loadInstitutions(signal), []);
  const invitations = useOwnInvitations();
  const invited = (invitations.data?.invitations.length ?? 0) > 0;
  const [choosing, setChoosing] = useState<number | null>(null);
  // The automatic choice of a single institution failed: the list offers it to choose by hand.
  const [notForYou, setNotForYou] = useState(false);

  const choose = async (entry: InstitutionEntry, forYou = false) => {
    setChoosing(entry.keyid);
    const { choice, result } = await chooseInstitution({ id: entry.keyid, country: entry.country });
    if (!choice) {
      setChoosing(null);
      setNotForYou(true);
      // The central handler has already shown a failed call; an empty answer needs saying here.
      if (result.ok) notifyError(failed('institutionChoose'));
      return;
    }
    if (forYou) notifySuccess(message(institutionsMessages, 'chosenForYou', { name: entry.institution_name }));
    // The institution asks for a second factor this person has not set up (issue 34): My Account first.
    if (choice.second_factor_missing) {
      notifyError(message(institutionsMessages, 'secondFactorFirst', { name: entry.institution_name }));
      return navigate(paths.myAccount());
    }
    navigate(choice.agree_tandc ? (redirect ?? paths.home()) : paths.terms({ redirect }));
  };

  // One institution, none chosen yet, no invitation waiting: no one needs to press Choose. Until
  // the invitations are known the list waits, so no Choose button shows that is about to go.
  const onlyOne = institutions.status === 'ready' && institutions.data?.length === 1 ? institutions.data[0] : undefined;
  const invitationsSettled = invitations.status !== 'loading' && invitations.status !== 'idle';
  const choosesForYou = Boolean(onlyOne) && !selected && !invited && !notForYou;
  const chosenForYou = useRef(false);
  useEffect(() => {
    if (!onlyOne || !choosesForYou || !invitationsSettled || chosenForYou.current) return;
    chosenForYou.current = true;
    void choose(onlyOne, true);
  }, [onlyOne, choosesForYou, invitationsSettled]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the answers are in

  return (
    <section>
      <PageHeader title={t('title')} />
      <Invitations invitations={invitations} onJoined={() => institutions.reload()} />
      {institutions.status === 'ready' && !selected && !choosesForYou && (
        <Alert variant="info">{redirect ? t('chooseToContinue') : t('chooseFirst')}</Alert>
      )}
      {onlyOne && choosesForYou ? (
        <p role="status">{t('opening', { name: onlyOne.institution_name })}</p>
      ) : (
      <ResourceView
        resource={institutions}
        failedTitle={<MessageText message={failed('institutionsLoad')} />}
        empty={{
          title: t('empty.title'),
          text: invited ? t('empty.invitedText') : t('empty.text'),
        }}
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('list')}>
            {list.map((entry) => {
              const current = selected === String(entry.keyid);
              return (
                <li key={entry.keyid} className={current ? `${styles.item} ${styles.current}` : styles.item}>
                  <div>
                    <div className={styles.name}>{entry.institution_name}</div>
                    <div className={styles.meta}>
                      {t('id', { id: entry.keyid })}
                      {entry.country ? ` · ${entry.country}` : ''}
                      {current ? ` · ${t('current')}` : ''}
                    </div>
                  </div>
                  <Button
                    variant={current ? 'secondary' : 'primary'}
                    busy={choosing === entry.keyid}
                    disabled={choosing !== null}
                    aria-label={t(current ? 'openNamed' : 'chooseNamed', { name: entry.institution_name })}
                    onClick={() => choose(entry)}
                  >
                    {current ? t('open') : t('choose')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </ResourceView>
      )}
      {/* Not while choosing: the page is about to be left, and its call would only be aborted. */}
      {selected && choosing === null && canGetInstitution(permissions) ? <InstitutionInfo key={selected} id={selected} /> : null}
    </section>
  );
}
