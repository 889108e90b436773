/** An honest page for a capability that is not in this release yet. */
import type { PageProps } from '../../lib/router/page.ts';
import { Link } from '../../lib/router/link.tsx';
import { paths } from '../../domain/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export default function PlaceholderPage({ title }: PageProps) {
  return (
    <section>
      <PageHeader title={title} />
      <EmptyState
        title="Not available yet"
        text={`${title} is not available in this version of the portal. It will appear here in a coming update.`}
        action={<Link to={paths.home()}>Go to the home page</Link>}
      />
    </section>
  );
}
