/**
 * Shown in place of a page the user's roles in the chosen institution do not open (for example
 * Training). A page of its own, loaded like the others, since few ever see it.
 */
import { Link } from '../lib/router/link.tsx';
import { paths } from '../domain/paths.ts';
import type { PageProps } from '../lib/router/page.ts';
import { Alert } from '../ui/alert.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useT } from '../lib/i18n/use-t.ts';
import { appMessages } from './messages/index.ts';

export default function ForbiddenPanel({ title }: PageProps) {
  const t = useT(appMessages);
  return (
    <section>
      <PageHeader title={t('forbidden.title', { page: title })} />
      <Alert variant="info">
        <p>{t('forbidden.body')}</p>
        <Link to={paths.institutions()}>{t('forbidden.choose')}</Link>
      </Alert>
    </section>
  );
}
