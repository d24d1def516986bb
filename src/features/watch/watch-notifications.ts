import { t } from '@lingui/core/macro';
import { readAction, readingText } from '@/lib/action-reading';
import { watched } from '@/storage/watched-accounts';
import type { WatchedAction } from './watched-activity';

/** Whether this browser can show notifications at all (an insecure page or an old browser cannot). */
export function canNotify(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * A notification for an incoming transfer or a permission change of a watched account, when the
 * person turned them on here and the browser allows them; other actions only show on the page.
 */
export function notifyOf(action: WatchedAction): void {
  if (action.kind === 'other' || !watched().notify || !canNotify()) return;
  if (Notification.permission !== 'granted') return;
  const { account, row } = action;
  const title =
    action.kind === 'incoming-transfer'
      ? t`${account} received a transfer`
      : t`${account}: permissions changed`;
  // The tag keeps one notification per action, however many tabs show the list.
  new Notification(title, { body: readingText(readAction(row, account)), tag: action.key });
}
