import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js (docs/architecture.md, "Layers"), checked on code that
 * breaks them: a rule that stopped matching would let the layout drift without a word.
 */
const eslint = new ESLint();

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('the import rules', () => {
  // The first lint builds the TypeScript program for the typed rules: tens of seconds on a busy
  // machine, so it is done once here, with time for it, rather than inside the first test.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: 'src/lib/cn.ts' });
  }, 180_000);

  it('keep imports one way: api, storage, history, queries, lib, components', async () => {
    expect(
      await importErrors('src/queries/keys.ts', "export { parseSearch } from '@/lib/search';\n"),
    ).toEqual([expect.stringContaining('queries/ may not import lib')]);
    expect(
      await importErrors('src/api/zod.ts', "export { chainQueries } from '@/queries/chain';\n"),
    ).toEqual([expect.stringMatching(/api\/ may not import storage, history, queries/)]);
    expect(
      await importErrors('src/storage/kept-db.ts', "export { ranges } from '@/history/ranges';\n"),
    ).toEqual([expect.stringContaining('storage/ may not import history')]);
    expect(
      await importErrors(
        'src/history/ranges.ts',
        "export { blockQueries } from '@/queries/blocks';\n",
      ),
    ).toEqual([expect.stringContaining('history/ may not import queries')]);
    expect(
      await importErrors(
        'src/history/block-scan/scan-engine.ts',
        "export { keepBlock } from '@/storage/kept-blocks';\nexport { z } from '@/api/zod';\n",
      ),
    ).toEqual([]);
    expect(
      await importErrors('src/lib/cn.ts', "export { Badge } from '@/components/ui/badge';\n"),
    ).toEqual([expect.stringContaining('lib/ may not import components')]);
  });

  it('let a feature import its own folder and the shared places, but no other feature', async () => {
    const file = 'src/features/blocks/block-nav.tsx';
    expect(
      await importErrors(
        file,
        "export { TokenBalances } from '@/features/accounts/token-balances';\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports no other feature')]);
    expect(
      await importErrors(
        file,
        [
          "export { BlockList } from '@/features/blocks/block-list';",
          "export { Badge } from '@/components/ui/badge';",
          "export { cn } from '@/lib/cn';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(await importErrors(file, "export { createApp } from '@/app/app';\n")).toEqual([
      expect.stringContaining('features/ may not import app'),
    ]);
  });

  it('let the service worker share api/ code with the app, and nothing else', async () => {
    const file = 'src/service-worker/sw.ts';
    expect(await importErrors(file, "export { endpoints } from '@/api/endpoints';\n")).toEqual([]);
    expect(await importErrors(file, "export { cn } from '@/lib/cn';\n")).toEqual([
      expect.stringContaining('The service worker shares only api/ code'),
    ]);
  });

  it('ask for the @/ alias instead of ../, and keep the dev node out of the app', async () => {
    expect(await importErrors('src/api/schemas/chain.ts', "export { z } from '../zod';\n")).toEqual(
      [expect.stringContaining("with the '@/' alias")],
    );
    expect(
      await importErrors(
        'src/app/app.tsx',
        "export { createDevNode } from '@dev-node/server.ts';\n",
      ),
    ).toEqual([expect.stringContaining('never imports the dev node')]);
  });
});
