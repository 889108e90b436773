/**
 * Lazy chunks: load once, keep the module, time out after 120 s (spec §8: 'Loading chunk
 * failed'), and retry on request. Used for pages and for the signed-in layout, which the
 * sign-in screen never needs.
 */
import { useEffect, useState } from 'react';
import { chunkTimeoutMs } from '../../contract/constants.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { useStore } from '../lib/store/use-store.ts';
import { languageStore } from '../lib/i18n/language-store.ts';
import { offlineTexts } from '../lib/i18n/offline-texts.ts';

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

const loaded = new Map<() => Promise<unknown>, unknown>();

export type LazyState<T> = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; module: T };

/** The module behind `load`: at once when already loaded, else after its chunk arrives. */
export function useLazyModule<T>(load: () => Promise<T>, timeoutMs: number = chunkTimeoutMs): LazyState<T> {
  const known = loaded.has(load) ? (loaded.get(load) as T) : undefined;
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'ready'; module: T }>(
    known === undefined ? { status: 'loading' } : { status: 'ready', module: known },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(load)) {
      setState({ status: 'ready', module: loaded.get(load) as T });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    withTimeout(load(), timeoutMs).then(
      (module) => {
        loaded.set(load, module);
        if (active) setState({ status: 'ready', module });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt, timeoutMs]);

  if (state.status === 'failed') return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  return state;
}

/** 'Loading chunk failed' with a way to retry. */
export function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const texts = offlineTexts[useStore(languageStore, (s) => s.language)];
  return (
    <Alert variant="error" title={texts.title}>
      <p>{texts.body}</p>
      <Button onClick={onRetry}>{texts.retry}</Button>
    </Alert>
  );
}
