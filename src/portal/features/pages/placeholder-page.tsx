/** An honest page for a capability that is not in this release yet. */
import type { PageProps } from '../../lib/router/page.ts';
import { Link } from '../../lib/router/link.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { paths } from '../../domain/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pagesMessages } from './messages/index.ts';

/** `title` arrives in the reader's language (app.tsx translates the route's title). */
export default function PlaceholderPage({ title }: PageProps) {
  const t = useT(pagesMessages);
  return (
    <section>
      <PageHeader title={title} />
      <EmptyState
        title={t('placeholder.title')}
        text={t('placeholder.text', { page: title })}
        action={<Link to={paths.home()}>{t('placeholder.home')}</Link>}
      />
    </section>
  );
}
