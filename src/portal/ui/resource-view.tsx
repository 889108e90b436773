// What every page shows while its data loads: nothing while idle (not asked for), the spinner after the spec's 250 ms (spec §2),
// the empty state with what to do next, the failure with 'Try again', or the data itself.
import type { ReactNode } from 'react';
import { lazyLoadDelayMs } from '../../contract/constants.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';
import { Spinner } from './spinner.tsx';
import { useUiTexts } from './ui-texts.tsx';

/** The parts of a loaded resource the view reads (lib/resource's useResource gives them). */
export interface ResourceViewSource<T> {
  status: 'idle' | 'loading' | 'empty' | 'failed' | 'ready';
  data: T | undefined;
  retry: () => void;
}

export type ResourceViewProps<T> = {
  resource: ResourceViewSource<T>;
  /** What a failed load says: the catalogue text of this load's failure, in words. */
  failedTitle: ReactNode;
  /** What an empty answer shows; without it, empty data renders like any other. */
  empty?: EmptyStateProps;
  /** The page's content for the loaded data. */
  children: (data: T) => ReactNode;
};

/** Renders the state of a resource: spinner, failure with retry, empty state, or the content. */
export function ResourceView<T>({ resource, failedTitle, empty, children }: ResourceViewProps<T>) {
  const texts = useUiTexts();
  if (resource.status === 'idle') return null;
  if (resource.status === 'loading') return <Spinner delayMs={lazyLoadDelayMs} />;
  if (resource.status === 'failed') {
    return (
      <Alert variant="error" title={failedTitle}>
        <Button variant="secondary" onClick={resource.retry}>
          {texts.tryAgain}
        </Button>
      </Alert>
    );
  }
  if (resource.status === 'empty' && empty) return <EmptyState {...empty} />;
  return <>{children(resource.data as T)}</>;
}
