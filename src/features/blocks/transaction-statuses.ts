import type { BadgeTone } from '@/components/ui/badge';

export interface StatusInfo {
  /** Short label shown in the badge. */
  label: string;
  /** What the status means, in plain words. */
  explanation: string;
  tone: BadgeTone;
}

/** The five receipt statuses of spec §3, explained for a person. */
export const STATUS_INFO = {
  executed: {
    label: 'Executed',
    explanation: 'Succeeded: every action ran without error and its changes are in the chain.',
    tone: 'good',
  },
  soft_fail: {
    label: 'Soft fail',
    explanation:
      'Failed, but the error was handled: the actions’ changes were undone and an error handler ran instead (resources were still billed).',
    tone: 'warn',
  },
  hard_fail: {
    label: 'Hard fail',
    explanation:
      'Failed and the error could not be handled: none of its changes were applied (only resources were billed).',
    tone: 'bad',
  },
  delayed: {
    label: 'Delayed',
    explanation:
      'Accepted for later: execution is postponed until its delay ends, when it runs as a deferred transaction in a later block.',
    tone: 'info',
  },
  expired: {
    label: 'Expired',
    explanation:
      'Timed out before it could run: it was dropped and the resources set aside for it were returned to the owner.',
    tone: 'neutral',
  },
} as const satisfies Record<string, StatusInfo>;

export type KnownStatus = keyof typeof STATUS_INFO;

export function isKnownStatus(status: string): status is KnownStatus {
  return Object.hasOwn(STATUS_INFO, status);
}

/** Explanation of any status string; an unknown one (a newer node) is shown as it came. */
export function statusInfo(status: string): StatusInfo {
  if (isKnownStatus(status)) return STATUS_INFO[status];
  return {
    label: status || 'Unknown',
    explanation: 'A status this explorer does not know; shown as the node sent it.',
    tone: 'neutral',
  };
}
