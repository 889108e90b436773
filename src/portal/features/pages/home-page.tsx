/** Home: who is signed in, the chosen institution, and where to go next. */
import { useStore } from '../../lib/store/use-store.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { sessionInstitutions } from '../../lib/session/session-readers.ts';
import { Link } from '../../lib/router/link.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { paths } from '../../domain/paths.ts';
import { useInstitutionLinks } from '../../domain/navigation/institution-links.ts';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pagesMessages } from './messages/index.ts';
import styles from './pages.module.css';

// Marks where the institution's name goes, so that it can be shown in bold wherever the
// language puts it in the sentence.
const slot = '\u0000';

export default function HomePage() {
  const t = useT(pagesMessages);
  const firstName = useStore(sessionStore, (s) => s.user_first_name ?? '');
  const institutionsRaw = useStore(sessionStore, (s) => s.user_institutions);
  const selected = useStore(sessionStore, (s) => s.selected_institution_id);
  const institution = sessionInstitutions({ user_institutions: institutionsRaw }).find((i) => String(i.id) === selected);
  const [before, after] = t('home.workingIn', { institution: slot }).split(slot);
  // The same pages the sidebar offers under Institutions: only those the user's permissions open.
  const pages = useInstitutionLinks();

  return (
    <section>
      <PageHeader title={firstName ? t('home.welcomeName', { name: firstName }) : t('home.welcome')} />
      <div className={styles.cards}>
        <Card>
          <h2 className={styles.cardTitle}>{t('home.institution')}</h2>
          {institution ? (
            <p>
              {before}
              <strong>{institution.name}</strong>
              {after}
            </p>
          ) : (
            <p>{t('home.noInstitution')}</p>
          )}
          <Link to={paths.institutions()}>{institution ? t('home.changeInstitution') : t('home.chooseInstitution')}</Link>
        </Card>
        {pages.map((page) => (
          <Card key={page.to}>
            <h2 className={styles.cardTitle}>{page.label}</h2>
            <p>{page.hint}</p>
            <Link to={page.to}>{t('home.openPage', { page: page.label })}</Link>
          </Card>
        ))}
        <Card>
          <h2 className={styles.cardTitle}>{t('home.help')}</h2>
          <p>{t('home.helpText')}</p>
          <Link to={paths.userManual()}>{t('home.openManual')}</Link>
        </Card>
      </div>
    </section>
  );
}
