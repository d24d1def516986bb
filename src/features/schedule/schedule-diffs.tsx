import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { GetProducerSchedule, ProducerSchedule } from '@/api/node-client';
import { diffSchedules } from './schedule-diff';
import { ScheduleDiffTable } from './schedule-diff-table';

export interface ScheduleDiffsProps {
  data: GetProducerSchedule;
}

interface Step {
  title: string;
  from: ProducerSchedule;
  to: ProducerSchedule;
}

/** The steps a schedule change goes through: active → pending, then → proposed. */
function changeSteps({ active, pending, proposed }: GetProducerSchedule): Step[] {
  const steps: Step[] = [];
  if (active && pending) steps.push({ title: t`Active → pending`, from: active, to: pending });
  if (proposed && pending)
    steps.push({ title: t`Pending → proposed`, from: pending, to: proposed });
  else if (proposed && active)
    steps.push({ title: t`Active → proposed`, from: active, to: proposed });
  return steps;
}

/** Diffs between the active, pending and proposed schedules that exist. */
export function ScheduleDiffs({ data }: ScheduleDiffsProps) {
  const steps = changeSteps(data);
  if (steps.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          No schedule change is pending or proposed: the active schedule stays as it is.
        </Trans>
      </p>
    );
  }
  return (
    <>
      {steps.map((s) => (
        <ScheduleDiffTable
          key={s.title}
          title={s.title}
          fromVersion={s.from.version}
          toVersion={s.to.version}
          changes={diffSchedules(s.from.producers, s.to.producers)}
        />
      ))}
    </>
  );
}
