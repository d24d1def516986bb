import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BadgeTone } from '@/components/ui/badge';

export interface StatusInfo {
  /** Short label shown in the badge. */
  label: string;
  /** What the status means, in plain words. */
  explanation: string;
  tone: BadgeTone;
}

interface StatusTexts {
  label: MessageDescriptor;
  explanation: MessageDescriptor;
  tone: BadgeTone;
}

/** The five receipt statuses of spec §3, explained for a person (read in the language in use). */
const STATUS_INFO = {
  executed: {
    label: msg`Executed`,
    explanation: msg`Succeeded: every action ran without error and its changes are in the chain.`,
    tone: 'good',
  },
  soft_fail: {
    label: msg`Soft fail`,
    explanation: msg`Failed, but the error was handled: the actions’ changes were undone and an error handler ran instead (resources were still billed).`,
    tone: 'warn',
  },
  hard_fail: {
    label: msg`Hard fail`,
    explanation: msg`Failed and the error could not be handled: none of its changes were applied (only resources were billed).`,
    tone: 'bad',
  },
  delayed: {
    label: msg`Delayed`,
    explanation: msg`Accepted for later: execution is postponed until its delay ends, when it runs as a deferred transaction in a later block.`,
    tone: 'info',
  },
  expired: {
    label: msg`Expired`,
    explanation: msg`Timed out before it could run: it was dropped and the resources set aside for it were returned to the owner.`,
    tone: 'neutral',
  },
} as const satisfies Record<string, StatusTexts>;

export type KnownStatus = keyof typeof STATUS_INFO;

function isKnownStatus(status: string): status is KnownStatus {
  return Object.hasOwn(STATUS_INFO, status);
}

/** Explanation of any status string; an unknown one (a newer node) is shown as it came. */
export function statusInfo(status: string): StatusInfo {
  if (isKnownStatus(status)) {
    const info = STATUS_INFO[status];
    return { label: i18n._(info.label), explanation: i18n._(info.explanation), tone: info.tone };
  }
  return {
    label: status || t`Unknown`,
    explanation: t`A status this explorer does not know; shown as the node sent it.`,
    tone: 'neutral',
  };
}
