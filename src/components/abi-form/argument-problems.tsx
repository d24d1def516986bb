import { Trans } from '@lingui/react/macro';
import type { DraftProblem } from './form-value';
import { ALERT } from '@/components/ui/form-styles';

export interface ArgumentProblemsProps {
  problems: readonly DraftProblem[];
}

/** Why the arguments were not sent, each problem by its argument's path. */
export function ArgumentProblems({ problems }: ArgumentProblemsProps) {
  return (
    <div role="alert" className={ALERT}>
      <p className="font-semibold">
        <Trans>Nothing was sent: fix these arguments first.</Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((p) => (
          <li key={`${p.path}:${p.message}`}>
            <span className="font-mono">{p.path}</span> {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
