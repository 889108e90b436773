/** Shown in place of a page the user's roles do not open (for example Training). */
import { Link } from '../lib/router/link.tsx';
import { paths } from '../domain/paths.ts';
import { Alert } from '../ui/alert.tsx';

export function ForbiddenPanel({ title }: { title: string }) {
  return (
    <Alert variant="info" title={`${title} is not available for your account`}>
      <p>
        Your roles in the chosen institution do not give access to this page. Ask your institution&apos;s user manager
        if you think this is wrong.
      </p>
      <Link to={paths.institutions()}>Choose another institution</Link>
    </Alert>
  );
}
