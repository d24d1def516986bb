import type { NodeErrorDescription } from '@/api/node-error-help';
import { nodeErrorTitle } from '@/api/node-errors';
import { lazyModuleHook } from './lazy-with-retry';

const useHelp = lazyModuleHook(() => import('@/api/node-error-help'));

/**
 * A failure's description: its title at once (nodeErrorTitle, in every page's code), its
 * specifics and what to do once their lazy chunk is in (empty until then, and if the chunk
 * cannot be had: the title alone still says what went wrong). The chunk is fetched by the first
 * error shown, then kept; `null` (no error) fetches nothing.
 */
export function useNodeErrorHelp(error: unknown): NodeErrorDescription {
  const help = useHelp(error !== null);
  return help !== null && help !== 'failed'
    ? help.describeNodeError(error)
    : { title: nodeErrorTitle(error), detail: '', hint: '' };
}
