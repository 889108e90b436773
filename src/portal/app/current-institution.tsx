/**
 * The chosen institution in the top bar of every signed-in page, with the way to switch: a link
 * to Institutions. Without a chosen institution it says so and offers to choose one.
 */
import { useStore } from '../lib/store/use-store.ts';
import { sessionStore } from '../lib/session/session.ts';
import { sessionInstitutions } from '../lib/session/session-readers.ts';
import { Link } from '../lib/router/link.tsx';
import { useT } from '../lib/i18n/use-t.ts';
import { appMessages } from './messages/index.ts';
import { paths } from '../domain/paths.ts';
import styles from './current-institution.module.css';
import { visuallyHidden } from '../ui/visually-hidden.tsx';

export function CurrentInstitution() {
  const t = useT(appMessages);
  const raw = useStore(sessionStore, (s) => s.user_institutions);
  const selected = useStore(sessionStore, (s) => s.selected_institution_id);
  const name = selected ? sessionInstitutions({ user_institutions: raw }).find((i) => String(i.id) === selected)?.name : undefined;
  return (
    <Link to={paths.institutions()} className={styles.institution} title={name}>
      <span className={styles.label}>{t('institution.current')}</span>
      <span className={styles.name}>{name ?? t('institution.none')}</span>
      {/* Heard after the visible words, so the link's name starts with what is seen. */}
      <span className={visuallyHidden}>{name ? t('institution.switchHint') : t('institution.chooseHint')}</span>
    </Link>
  );
}
