import { useSyncExternalStore } from 'react';
import { subscribeWatched, watched, type Watched } from '@/storage/watched-accounts';

/** The watched accounts and the notification choice, re-rendering on every change. */
export function useWatched(): Watched {
  return useSyncExternalStore(subscribeWatched, watched, watched);
}
