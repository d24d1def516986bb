import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { NameProblem } from './name-list';

export interface NameProblemsProps {
  problems: NameProblem[];
  total: number;
}

/** Which inputs are malformed; the request is not sent while any is. */
export function NameProblems({ problems, total }: NameProblemsProps) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">
        {problems.length === 1
          ? t`Name ${problems[0]?.position ?? ''} of ${total} is not valid: nothing was sent to the node.`
          : t`${problems.length} of ${total} names are not valid: nothing was sent to the node.`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {problems.map((p) => (
          <li key={p.position}>
            <Trans>
              Name {p.position}, <bdi className="font-mono">{p.input}</bdi>: {p.problem}
            </Trans>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        <Trans>
          The node fails the whole request when any name is invalid, so fix or remove these first.
        </Trans>
      </p>
    </div>
  );
}
