import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/lib/theme';

const CHOICES: { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function ThemeSwitch() {
  const choice = useThemeChoice();
  return (
    <label className="flex items-center gap-1 text-xs">
      <span className="sr-only sm:not-sr-only">Theme</span>
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
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
