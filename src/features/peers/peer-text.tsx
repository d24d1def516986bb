import { t } from '@lingui/core/macro';
export interface PeerTextProps {
  /** A string announced by the peer (agent, OS, address): untrusted. */
  value: string;
  /** Shown when the peer sent an empty string. */
  empty?: string;
}

/**
 * Untrusted peer text: rendered as text, isolated from the surrounding direction (bidi
 * overrides in an agent name cannot flip the page), and shortened only visually.
 */
export function PeerText({ value, empty }: PeerTextProps) {
  if (!value) {
    return (
      <span className="text-slate-500 italic dark:text-slate-400">{empty ?? t`not announced`}</span>
    );
  }
  return <bdi className="break-all">{value}</bdi>;
}
