import { i18n, type Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogs } from 'virtual:ru-catalogs';

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
    // Every catalog, the shell's and each page's: these messages live in different ones.
    const loaded = await Promise.all(Object.values(catalogs).map((load) => load()));
    i18n.loadAndActivate({
      locale: 'ru',
      messages: Object.assign({}, ...loaded.map((c) => c.messages)) as Messages,
    });
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
