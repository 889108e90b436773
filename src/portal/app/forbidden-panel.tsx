/** Shown in place of a page the user's roles do not open (for example Training). */
import { Link } from '../lib/router/link.tsx';
import { EmptyState } from '../ui/index.ts';

export function ForbiddenPanel({ title }: { title: string }) {
  return (
    <EmptyState
      title={`${title} is not available for your account`}
      text="Your roles in the chosen institution do not give access to this page. Ask your institution's user manager if you think this is wrong."
      action={<Link to="/institutions">Choose another institution</Link>}
    />
  );
}
