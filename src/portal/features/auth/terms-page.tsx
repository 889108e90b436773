/**
 * Terms and Conditions. Public at /auth/terms_and_conditions; at /terms_and_conditions a
 * signed-in user who has not accepted them for the chosen institution can accept them.
 */
import { useState } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { navigate, useLocation, useSearchParams } from '../../lib/router/history.ts';
import { safeRedirect } from '../../lib/router/redirect.ts';
import { isAuthPath, paths } from '../../domain/paths.ts';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { logout } from './sign-out.ts';
import { Link } from '../../lib/router/link.tsx';
import { notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { succeeded } from '../../domain/messages/catalogue.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { acceptTerms } from './terms-api.ts';
import styles from './auth-pages.module.css';
import own from './terms-page.module.css';
import { useT } from '../../lib/i18n/use-t.ts';
import { authMessages } from './messages/index.ts';

function TermsText() {
  const t = useT(authMessages);
  return (
    <div className={own.terms} tabIndex={0} aria-label={t('terms.textLabel')}>
      <h2>{t('terms.purposeTitle')}</h2>
      <p>{t('terms.purpose')}</p>
      <h2>{t('terms.confidentialityTitle')}</h2>
      <p>{t('terms.confidentiality')}</p>
      <h2>{t('terms.accountsTitle')}</h2>
      <p>{t('terms.accounts', { count: runtimeConfig().sessionMinutes })}</p>
      <h2>{t('terms.supportTitle')}</h2>
      <p>{t('terms.support')}</p>
    </div>
  );
}

export default function TermsPage() {
  const t = useT(authMessages);
  const { path } = useLocation();
  const signedInVariant = !isAuthPath(path);
  const accepted = useStore(sessionStore, (s) => s.agree_tandc === 'true');
  const chosen = useStore(sessionStore, (s) => Boolean(s.selected_institution_id));
  const [busy, setBusy] = useState(false);
  // Where the user was going before the terms (Institutions passes it on), else home.
  const next = safeRedirect(useSearchParams().get('redirect')) ?? paths.home();

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    const ok = await acceptTerms();
    setBusy(false);
    if (ok) {
      notifySuccess(succeeded('termsAccept'));
      navigate(next);
    }
  };

  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{t('terms.title')}</h1>
      <TermsText />
      {signedInVariant && accepted && (
        <>
          <Alert variant="success">{t('terms.accepted')}</Alert>
          <Link to={next}>{t('terms.continueToPortal')}</Link>
        </>
      )}
      {signedInVariant && !accepted && chosen && (
        <>
          <p className={styles.lead}>{t('terms.acceptLead')}</p>
          <Button className={own.acceptButton} busy={busy} onClick={accept}>
            {t('terms.accept')}
          </Button>
        </>
      )}
      {signedInVariant && (
        <div className={styles.links}>
          <Link to={paths.institutions()}>{t('terms.chooseAnother')}</Link>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              void logout();
              navigate(paths.signIn(), { replace: true });
            }}
          >
            {t('common.signOut')}
          </button>
        </div>
      )}
      {!signedInVariant && <Link to={paths.signIn()}>{t('common.backToSignIn')}</Link>}
    </div>
  );
}
