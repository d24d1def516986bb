import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPushDraft, writePushDraft, type PushDraft } from '@/lib/push-draft';

/**
 * The draft the address holds, and a way to change it: every edit rewrites the address (in
 * place, not as a new history entry), so a reload or a copied link opens the same draft.
 */
export function usePushDraft() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { draft, problems } = useMemo(() => readPushDraft(search), [search]);
  const update = useCallback(
    (next: PushDraft) => setParams(writePushDraft(next, search), { replace: true }),
    [setParams, search],
  );
  // The draft alone, in a canonical order: what a built transaction remembers it came from.
  const query = useMemo(() => writePushDraft(draft), [draft]);
  return { draft, problems, update, query };
}
