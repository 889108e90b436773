/**
 * Terms and Conditions. Public at /auth/terms_and_conditions; at /terms_and_conditions a
 * signed-in user who has not accepted them for the chosen institution can accept them.
 */
import { useState } from 'react';
import { useStore } from '../../lib/store/use-store.ts';
import { sessionStore } from '../../lib/session/session.ts';
import { navigate, useLocation, useSearchParams } from '../../lib/router/history.ts';
import { safeRedirect } from '../../lib/router/redirect.ts';
import { institutionTexts } from '../../lib/texts/institutions.ts';
import { isAuthPath, paths } from '../../domain/paths.ts';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { logout } from './auth-api.ts';
import { Link } from '../../lib/router/link.tsx';
import { notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { succeeded } from '../../domain/messages/catalogue.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { acceptTerms } from './terms-api.ts';
import styles from './auth-pages.module.css';

function TermsText() {
  return (
    <div className={styles.terms} tabIndex={0} aria-label="Terms and Conditions text">
      <h2>1. Purpose</h2>
      <p>
        This portal gives authorised clinicians and institutional staff access to evaluation reports of the subjects their
        institution cares for. It supports clinical work; it does not replace clinical judgement.
      </p>
      <h2>2. Confidentiality</h2>
      <p>
        Reports and medical records are confidential health information. Use them only for the care of the subject and the
        purposes your institution authorises. Do not share your account or leave a session open on a shared computer.
      </p>
      <h2>3. Accounts</h2>
      <p>
        Your institution&apos;s user manager decides which roles you hold. Sessions end after {runtimeConfig().sessionMinutes} minutes; sign in again
        to continue.
      </p>
      <h2>4. Support</h2>
      <p>When you contact support, do not include personal identifiable information about subjects.</p>
    </div>
  );
}

export default function TermsPage() {
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
      <h1 className={styles.title}>Terms and Conditions</h1>
      <TermsText />
      {signedInVariant && accepted && (
        <>
          <Alert variant="success">You have accepted these terms for the chosen institution.</Alert>
          <Link to={next}>{institutionTexts.continueToPortal}</Link>
        </>
      )}
      {signedInVariant && !accepted && chosen && (
        <>
          <p className={styles.lead}>
            Each institution asks you to accept these terms before you work in it. If you do not want to, you can choose
            another institution or sign out.
          </p>
          <Button busy={busy} onClick={accept}>
            I accept the Terms and Conditions
          </Button>
        </>
      )}
      {signedInVariant && (
        <div className={styles.links}>
          <Link to={paths.institutions()}>Choose another institution</Link>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              void logout();
              navigate(paths.signIn(), { replace: true });
            }}
          >
            Sign out
          </button>
        </div>
      )}
      {!signedInVariant && <Link to={paths.signIn()}>Back to sign in</Link>}
    </div>
  );
}
