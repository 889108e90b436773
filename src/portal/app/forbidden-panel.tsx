/**
 * Shown in place of a page the user's roles in the chosen institution do not open (for example
 * Training). A page of its own, loaded like the others, since few ever see it.
 */
import { Link } from '../lib/router/link.tsx';
import { paths } from '../domain/paths.ts';
import type { PageProps } from '../lib/router/page.ts';
import { Alert } from '../ui/alert.tsx';
import { PageHeader } from '../ui/page-header.tsx';

export default function ForbiddenPanel({ title }: PageProps) {
  return (
    <section>
      <PageHeader title={`${title} is not available for your account`} />
      <Alert variant="info">
        <p>
          Your roles in the chosen institution do not give access to this page. Ask your institution&apos;s user manager
          if you think this is wrong.
        </p>
        <Link to={paths.institutions()}>Choose another institution</Link>
      </Alert>
    </section>
  );
}
