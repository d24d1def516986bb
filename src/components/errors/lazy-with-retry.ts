/*
 * Code that only some moments need, loaded then, and loaded again after a failed download (the
 * one primitive, api/retryable-import, in React's two forms): a component, and a hook for a
 * module of words or functions.
 */
import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import { retryableImport } from '@/api/retryable-import';

/** How to renew each lazy component whose chunk failed, until someone asks to try again. */
const failed = new Set<() => void>();

/**
 * React.lazy for a chunk that may fail to download. A lazy component keeps its failure for ever,
 * so a failed one is replaced by a fresh one — but only when a person asks to try again
 * (renewFailedChunks, called by the error panels' "Try again"): renewing it at once would have
 * React render the fresh one straight away and download in a loop while the network is down.
 */
export function lazyWithRetry<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const loadAgain = retryableImport(load);
  const renew = () => {
    current = fresh();
  };
  const fresh = () =>
    lazy(() =>
      loadAgain().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failed.add(renew);
          throw error;
        },
      ),
    );
  let current = fresh();
  return function LazyWithRetry(props: P) {
    // A lazy component takes exactly the props of the one it loads.
    return createElement(current as unknown as FunctionComponent<P>, props);
  };
}

/** Lets every lazy component whose chunk failed download it again (from a fresh URL). */
export function renewFailedChunks(): void {
  for (const renew of failed) renew();
  failed.clear();
}

/**
 * A hook for a module that only some moments need (the words of an error, say): the first
 * component that wants it fetches it, later ones have it at once. `failed`: it could not be had
 * this time; the next component that wants it asks again.
 */
export function lazyModuleHook<M>(
  load: () => Promise<M>,
): (wanted: boolean) => M | null | 'failed' {
  const loadAgain = retryableImport(load);
  let loaded: M | null = null;
  return function useLazyModule(wanted) {
    const [state, setState] = useState<M | null | 'failed'>(loaded);
    useEffect(() => {
      if (loaded || !wanted) return;
      let live = true;
      loadAgain().then(
        (module) => {
          loaded = module;
          if (live) setState(module);
        },
        () => {
          if (live) setState('failed');
        },
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    return loaded ?? state;
  };
}
