import { t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';

/** Whether times are shown in UTC (the chain's own clock) or in the browser's zone. */
export type TimeZoneChoice = 'utc' | 'local';

const STORAGE_KEY = 'explorer.time';
const listeners = new Set<() => void>();

export function getTimeZoneChoice(): TimeZoneChoice {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'local' ? 'local' : 'utc';
  } catch {
    return 'utc';
  }
}

let current: TimeZoneChoice | undefined;

export function setTimeZoneChoice(choice: TimeZoneChoice) {
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  current = choice;
  for (const l of listeners) l();
}

export function useTimeZoneChoice(): TimeZoneChoice {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (current ??= getTimeZoneChoice()),
  );
}

/** A column heading for times, naming the zone they are written in. */
export function useTimeHeading(): string {
  return useTimeZoneChoice() === 'utc' ? t`Time (UTC)` : t`Time (your zone)`;
}
