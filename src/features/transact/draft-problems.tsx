import { t } from '@lingui/core/macro';
import { ALERT } from '@/components/ui/form-styles';
import type { DraftProblemRef } from '@/lib/push-draft';

function problemText(p: DraftProblemRef): string {
  switch (p.kind) {
    case 'too-many-actions':
      return t`The link holds more than ${p.max} actions: only the first ${p.max} are taken.`;
    case 'data-too-long':
      return t`The arguments of action ${p.action} in the link are longer than ${p.max} characters and were left out.`;
    case 'data-not-json':
      return t`The arguments of action ${p.action} in the link are not JSON and were left out.`;
    case 'bad-number':
      return t`“${p.param}” in the link is not a whole number from ${p.min} to ${p.max}: the default is used.`;
  }
}

/** What of the link could not be taken into the draft, said rather than silently dropped. */
export function DraftProblems({ problems }: { problems: DraftProblemRef[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className={ALERT}>
      {problems.map((p) => (
        <li key={JSON.stringify(p)}>{problemText(p)}</li>
      ))}
    </ul>
  );
}
