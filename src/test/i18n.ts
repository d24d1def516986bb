// Tests read the English the code holds, whatever the machine's language: the app's i18n module
// starts Lingui in English (src/lib/i18n.ts), as it does before the first render.
import '@/lib/i18n';
