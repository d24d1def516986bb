import { useEffect, useState } from 'react';
import type { describeNodeError, NodeErrorDescription } from '@/api/node-error-help';
import { nodeErrorTitle } from '@/api/node-errors';
import { retryableImport } from '@/api/retryable-import';

interface HelpModule {
  describeNodeError: typeof describeNodeError;
}

let loaded: HelpModule | null = null;
const loadHelp = retryableImport(() => import('@/api/node-error-help'));

/**
 * A failure's description: its title at once (nodeErrorTitle, in every page's code), its
 * specifics and what to do once their lazy chunk is in (empty until then, and if the chunk
 * cannot be had: the title alone still says what went wrong). The chunk is fetched by the first
 * error shown, then kept; `null` (no error) fetches nothing.
 */
export function useNodeErrorHelp(error: unknown): NodeErrorDescription {
  const [, setReady] = useState(loaded !== null);
  const wanted = error !== null;
  useEffect(() => {
    if (loaded || !wanted) return;
    let live = true;
    loadHelp().then(
      (module) => {
        loaded = module;
        if (live) setReady(true);
      },
      // The title alone stays; the next error shown asks again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return loaded
    ? loaded.describeNodeError(error)
    : { title: nodeErrorTitle(error), detail: '', hint: '' };
}
