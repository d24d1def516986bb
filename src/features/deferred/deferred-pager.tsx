import { CursorPager } from '@/components/ui/cursor-pager';
import { deferredTo, type DeferredView } from './deferred-url';

export interface DeferredPagerProps {
  view: DeferredView;
  /** Lower bounds of earlier pages, oldest first; null when unknown (opened by link). */
  history: string[] | null;
  /** The node's `more`: the next page's lower bound (a trx id), `""` on the last page. */
  more: string;
  label: string;
}

/** Previous / Next through get_scheduled_transactions (`more` → `lower_bound`). */
export function DeferredPager({ view, history, more, label }: DeferredPagerProps) {
  return (
    <CursorPager
      lower={view.lower}
      history={history}
      more={more}
      label={label}
      pageTo={(lower) => deferredTo({ ...view, lower })}
    />
  );
}
