/**
 * Said in the signed-in frame after a sign-in with a recovery code (issue 34): that code is spent,
 * and new ones are made in My Account. The answer gives no count of the codes left, so the notice
 * suggests new ones rather than counting. It stays until closed or the session ends.
 */
import { paths } from '../../domain/paths.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Link } from '../../lib/router/link.tsx';
import { useStore } from '../../lib/store/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { authStore } from './auth-slice.ts';
import { authMessages } from './messages/index.ts';

export function RecoveryCodeNotice() {
  const used = useStore(authStore, (s) => Boolean(s.recoveryCodeUsed));
  const t = useT(authMessages);
  if (!used) return null;
  return (
    <Alert
      variant="info"
      title={t('recoveryUsed.title')}
      action={
        <Button variant="secondary" size="small" onClick={() => authStore.setState((s) => ({ ...s, recoveryCodeUsed: false }))}>
          {t('recoveryUsed.close')}
        </Button>
      }
    >
      <p>
        {t('recoveryUsed.text')} <Link to={paths.myAccount()}>{t('recoveryUsed.link')}</Link>
      </p>
    </Alert>
  );
}
