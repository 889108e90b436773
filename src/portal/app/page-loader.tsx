/**
 * Loads a page's chunk. The spinner appears only after 250 ms (spec §2); a chunk that fails or
 * takes over 120 s shows 'Loading chunk failed' with a way to retry (spec §8).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { chunkTimeoutMs, lazyLoadDelayMs } from '../../contract/constants.ts';
import { failure } from '../../contract/messages.ts';
import { Alert, Button, Spinner } from '../ui/index.ts';
import type { PageProps, RouteDef } from './routes.ts';

const loaded = new Map<RouteDef['load'], ComponentType<PageProps>>();

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Page: ComponentType<PageProps> };

export interface PageLoaderProps extends PageProps {
  load: RouteDef['load'];
  timeoutMs?: number;
}

/** Renders the page once its chunk is in; chunks already loaded render at once. */
export function PageLoader({ load, params, title, timeoutMs = chunkTimeoutMs }: PageLoaderProps) {
  const cachedPage = loaded.get(load);
  const [state, setState] = useState<State>(cachedPage ? { status: 'ready', Page: cachedPage } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const known = loaded.get(load);
    if (known) {
      setState({ status: 'ready', Page: known });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    withTimeout(load(), timeoutMs).then(
      (module) => {
        loaded.set(load, module.default);
        if (active) setState({ status: 'ready', Page: module.default });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt, timeoutMs]);

  if (state.status === 'ready') return <state.Page params={params} title={title} />;
  if (state.status === 'failed') {
    return (
      <Alert variant="error" title={failure.chunkLoad}>
        <p>This part of the portal could not be downloaded. Check your connection and try again.</p>
        <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
      </Alert>
    );
  }
  return <Spinner delayMs={lazyLoadDelayMs} />;
}
