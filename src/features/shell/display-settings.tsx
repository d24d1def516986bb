import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Section } from '@/components/ui/section';
import { chooseLocale, useLocaleState } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { setTimeZoneChoice, useTimeZoneChoice, type TimeZoneChoice } from '@/lib/time-zone';

// Each language by its own name.
const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'ru', label: 'Русский' },
];

/** Settings → Language and time: kept in this browser. */
export function DisplaySettings() {
  const { t } = useLingui();
  const { locale } = useLocaleState();
  const zone = useTimeZoneChoice();
  const languageId = useId();
  const zones: { value: TimeZoneChoice; label: string }[] = [
    { value: 'utc', label: t`UTC, the chain's own clock` },
    {
      value: 'local',
      label: t`Your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone})`,
    },
  ];
  return (
    <Section title={t`Language and time`} id="settings-display">
      <div className="space-y-4 text-sm">
        <p>
          <label htmlFor={languageId} className="mr-2 font-medium">
            <Trans>Language</Trans>
          </label>
          <select
            id={languageId}
            value={locale}
            onChange={(e) => {
              const next = LANGUAGES.find((l) => l.value === e.target.value);
              if (next) void chooseLocale(next.value);
            }}
            className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
          >
            {LANGUAGES.map((l) => (
              <option key={l.value} value={l.value} lang={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </p>
        <fieldset>
          <legend className="font-medium">
            <Trans>Show times in</Trans>
          </legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {zones.map((z) => (
              <label key={z.value} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="time-zone"
                  value={z.value}
                  checked={zone === z.value}
                  onChange={() => setTimeZoneChoice(z.value)}
                />
                {z.label}
              </label>
            ))}
          </div>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            <Trans>Every time shows the other form when you point at it.</Trans>
          </p>
        </fieldset>
      </div>
    </Section>
  );
}
