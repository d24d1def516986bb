import { chooseLocale, useLocaleState } from '@/lib/i18n';

/** The header's switch to the other language, named in that language (a reader of it finds it). */
export function LanguageSwitch() {
  const { locale } = useLocaleState();
  const other = locale === 'ru' ? 'en' : 'ru';
  return (
    <button
      type="button"
      lang={other}
      aria-label={other === 'ru' ? 'Русский' : 'English'}
      onClick={() => void chooseLocale(other)}
      className="rounded border border-slate-300 px-1.5 py-0.5 text-xs font-medium dark:border-slate-600"
    >
      {other.toUpperCase()}
    </button>
  );
}
