import { i18n } from '@lingui/core';
import { plainTextCompiler } from '@/lib/i18n';

// Tests read the English the code holds, whatever the machine's language.
i18n.setMessagesCompiler(plainTextCompiler);
i18n.loadAndActivate({ locale: 'en', messages: {} });
