import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { BUTTON } from '@/components/ui/form-styles';
import { retryableImport } from '@/api/retryable-import';
import { downloadFile } from '@/lib/download';
import { setWatchedAccounts } from '@/storage/watched-accounts';
import type { WatchedFileProblem } from '@/storage/watched-file';

// The file's reader brings zod: it loads with the first export or import, not with the page.
const loadFile = retryableImport(() => import('@/storage/watched-file'));

function problemText(problem: WatchedFileProblem): string {
  switch (problem.kind) {
    case 'not-json':
      return t`This file is not JSON: choose a file exported from this page.`;
    case 'not-watched-list': {
      const where = problem.where;
      return t`This file is not a list of watched accounts (wrong or missing “${where}”): choose a file exported from this page.`;
    }
    case 'not-account-name': {
      const name = problem.name;
      return t`“${name}” is not an account name: the file was not imported.`;
    }
  }
}

/** Export of the list as a JSON file, and its import (which replaces the list once read whole). */
export function WatchFileButtons({ accounts }: { accounts: readonly string[] }) {
  const inputId = useId();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const importFile = async (file: File) => {
    const { readWatchedFile } = await loadFile();
    const read = readWatchedFile(await file.text());
    if (!read.ok) {
      setSaid({ ok: false, text: problemText(read.problem) });
      return;
    }
    setWatchedAccounts(read.accounts);
    setSaid({
      ok: true,
      text: plural(read.accounts.length, {
        one: 'Imported: # account is watched.',
        other: 'Imported: # accounts are watched.',
      }),
    });
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={accounts.length === 0}
          onClick={() =>
            void loadFile().then(({ watchedFileText }) =>
              downloadFile(watchedFileText(accounts), 'watched-accounts.json', 'application/json'),
            )
          }
        >
          <Trans>Export JSON</Trans>
        </button>
        <label htmlFor={inputId} className={`${BUTTON} cursor-pointer`}>
          <Trans>Import JSON</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file)
              importFile(file).catch((error: unknown) =>
                setSaid({
                  ok: false,
                  text: error instanceof Error ? error.message : String(error),
                }),
              );
          }}
        />
      </div>
      {said ? (
        <p
          role={said.ok ? 'status' : 'alert'}
          className={
            said.ok
              ? 'mt-2 text-sm'
              : 'mt-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100'
          }
        >
          {said.text}
        </p>
      ) : null}
    </div>
  );
}
