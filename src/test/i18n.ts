import { i18n } from '@lingui/core';

// Tests read the English the code holds, whatever the machine's language.
i18n.loadAndActivate({ locale: 'en', messages: {} });
