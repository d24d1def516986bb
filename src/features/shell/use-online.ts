import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser says it has a connection. TanStack Query holds queries while it has none
 * and resumes them when it is back, so an offline page gets no node error: the shell says why.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
