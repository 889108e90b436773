/**
 * Loads a page's chunk. The spinner appears only after 250 ms (spec §2); a chunk that fails or
 * takes over 120 s shows 'Loading chunk failed' with a way to retry (spec §8).
 */
import { lazyLoadDelayMs } from '../../contract/constants.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { PageProps, RouteDef } from './routes.ts';
import { ChunkFailed, useLazyModule } from './lazy-module.tsx';

export { withTimeout } from './lazy-module.tsx';

export interface PageLoaderProps extends PageProps {
  load: RouteDef['load'];
  timeoutMs?: number;
}

/** Renders the page once its chunk is in; chunks already loaded render at once. */
export function PageLoader({ load, params, title, timeoutMs }: PageLoaderProps) {
  const state = useLazyModule(load, timeoutMs);
  if (state.status === 'ready') return <state.module.default params={params} title={title} />;
  if (state.status === 'failed') return <ChunkFailed onRetry={state.retry} />;
  return <Spinner delayMs={lazyLoadDelayMs} />;
}
