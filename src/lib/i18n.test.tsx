import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allRussianMessages } from '@/test/russian';

// The build keys plain messages by their English text, in the code and in the Russian catalog
// alike (scripts/lingui-compiled-messages.ts): both languages must still find every message.
describe('messages in both languages', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  const e = { baseUrl: 'node.example', endpoint: '/v1/chain/get_info' };
  const read = () => ({
    plain: t`Can't reach the node`,
    placeholders: t`${e.baseUrl} gave no answer to ${e.endpoint}.`,
    withContext: t({ message: 'Next', context: 'the producer whose turn comes next' }),
    withoutContext: t`Next`,
  });

  it('English shows the texts the code holds', () => {
    expect(read()).toEqual({
      plain: "Can't reach the node",
      placeholders: 'node.example gave no answer to /v1/chain/get_info.',
      withContext: 'Next',
      withoutContext: 'Next',
    });
  });

  it('Russian finds plain texts, placeholders and each context its own translation', async () => {
    // These messages live in different catalogs, the shell's and pages'.
    i18n.loadAndActivate({ locale: 'ru', messages: await allRussianMessages() });
    expect(read()).toEqual({
      plain: 'Не удаётся связаться с узлом',
      placeholders: 'node.example не ответил на /v1/chain/get_info.',
      withContext: 'Следующий',
      withoutContext: 'Далее',
    });
    render(
      <p>
        <Trans>Settings</Trans>
      </p>,
    );
    expect(screen.getByText('Настройки')).toBeInTheDocument();
  });
});
