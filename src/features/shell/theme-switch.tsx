import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/lib/theme';

const CHOICES: { value: ThemeChoice; label: MessageDescriptor }[] = [
  { value: 'light', label: msg`Light` },
  { value: 'dark', label: msg`Dark` },
  { value: 'system', label: msg`System` },
];

export function ThemeSwitch() {
  const choice = useThemeChoice();
  return (
    <label className="flex items-center gap-1 text-xs">
      <span className="sr-only sm:not-sr-only">
        <Trans>Theme</Trans>
      </span>
      <select
        value={choice}
        onChange={(e) => {
          const next = CHOICES.find((c) => c.value === e.target.value);
          if (next) setThemeChoice(next.value);
        }}
        className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs dark:border-slate-600 dark:bg-slate-900"
      >
        {CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {i18n._(c.label)}
          </option>
        ))}
      </select>
    </label>
  );
}
