import { Trans } from '@lingui/react/macro';
import type { Handshake } from '@/api/node-client';
import { formatRelative, formatUtc } from '@/lib/format';
import { handshakeTime } from './peer-state';

export interface HandshakeTimeProps {
  handshake: Handshake;
}

/** When the last handshake was sent (the node reports nanoseconds or a timestamp). */
export function HandshakeTime({ handshake }: HandshakeTimeProps) {
  const date = handshakeTime(handshake);
  if (!date) {
    return (
      <span className="text-slate-500 dark:text-slate-400">
        <Trans>no handshake yet</Trans>
      </span>
    );
  }
  const iso = date.toISOString();
  return (
    <time dateTime={iso} title={formatUtc(iso)}>
      {formatRelative(iso)}
    </time>
  );
}
