import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatInteger } from '@/lib/format';
import { nodeLabel } from '@/lib/node-url';
import type { Fork } from './node-health';

export interface ForkAlertProps {
  forks: Fork[];
  /** A path inside the app as an address for a full page load (a `?node=` link is read then). */
  href: (path: string) => string;
}

// Built here rather than in lib/paths, which every first page loads: only this alert links so.
/** A block on a given node: for a page load (a `?node=` link), not an in-app navigation. */
const blockOnNode = (num: number, node: string) =>
  `/block/${num}?${new URLSearchParams({ node }).toString()}`;
/** A block side by side on several nodes (the compare view). */
const blockCompare = (num: number, nodes: string[]) =>
  `/block/${num}?${new URLSearchParams({ compare: nodes.join(',') }).toString()}`;

const LINK = 'text-red-900 underline dark:text-red-100';

/** Nodes of one chain that hold different blocks at one height: who, where, and both ids. */
export function ForkAlert({ forks, href }: ForkAlertProps) {
  if (forks.length === 0) return null;
  return (
    <div
      role="alert"
      aria-label={t`Fork detected`}
      className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-semibold">
        <Trans>Fork: nodes of one chain hold different blocks at the same height.</Trans>
      </p>
      <ul className="mt-2 space-y-3">
        {forks.map((fork) => (
          <li key={fork.height} data-testid="fork">
            <p>
              <Trans>
                Block {formatInteger(fork.height)}:{' '}
                <a
                  className={LINK}
                  href={href(
                    blockCompare(
                      fork.height,
                      fork.branches.flatMap((b) => b.urls.slice(0, 1)),
                    ),
                  )}
                >
                  compare the blocks side by side
                </a>
              </Trans>
            </p>
            <ul className="mt-1 space-y-1">
              {fork.branches.map((branch) => (
                <li key={branch.id} className="min-w-0">
                  <span className="font-mono break-all">{branch.id}</span>{' '}
                  <Trans context="a block id held on these nodes">on</Trans>{' '}
                  {branch.urls.map((url, i) => (
                    <span key={url}>
                      {i > 0 ? ', ' : ''}
                      <a className={LINK} href={href(blockOnNode(fork.height, url))}>
                        {nodeLabel(url)}
                      </a>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
