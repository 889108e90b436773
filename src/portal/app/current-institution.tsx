/**
 * The chosen institution in the top bar of every signed-in page, with the way to switch: a link
 * to Institutions. Without a chosen institution it says so and offers to choose one.
 */
import { useStore } from '../lib/store/use-store.ts';
import { sessionInstitutions, sessionStore } from '../lib/session/session.ts';
import { Link } from '../lib/router/link.tsx';
import { institutionTexts } from '../lib/texts/institutions.ts';
import { paths } from '../domain/paths.ts';
import styles from './current-institution.module.css';

export function CurrentInstitution() {
  const raw = useStore(sessionStore, (s) => s.user_institutions);
  const selected = useStore(sessionStore, (s) => s.selected_institution_id);
  const name = selected ? sessionInstitutions({ user_institutions: raw }).find((i) => String(i.id) === selected)?.name : undefined;
  return (
    <Link to={paths.institutions()} className={styles.institution} title={name}>
      <span className={styles.label}>{institutionTexts.current}</span>
      <span className={styles.name}>{name ?? institutionTexts.none}</span>
      {/* Heard after the visible words, so the link's name starts with what is seen. */}
      <span className={styles.hidden}>{name ? institutionTexts.switchHint : institutionTexts.chooseHint}</span>
    </Link>
  );
}
