import { createCompiledCatalog, getFormat } from '@lingui/cli/api';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The Russian catalog must say everything the English one does, with the same placeholders and
 * tags: a missing key shows English in a Russian page, a missing or renamed placeholder shows
 * "{0}" or drops a value.
 */

const catalogPath = (locale: string) =>
  fileURLToPath(new URL(`./${locale}/messages.po`, import.meta.url));

async function read(locale: string) {
  const format = await getFormat('po', {}, 'en');
  const catalog = await format.read(catalogPath(locale), locale);
  if (!catalog) throw new Error(`No ${locale} catalog`);
  return catalog;
}

/** The ICU placeholders (`{name}`, a plural's variable) and the <0>…</0> tags of a message. */
function placeholders(text: string): string[] {
  const { source, errors } = createCompiledCatalog('ru', { m: text }, { namespace: 'json' });
  if (errors.length) throw new Error(`Does not compile: ${text}`);
  const found = new Set<string>();
  // A compiled message is a list of tokens: text, or [name] / [name, 'plural', { cases }] whose
  // cases are lists of tokens again.
  const walk = (tokens: unknown) => {
    for (const token of Array.isArray(tokens) ? tokens : [tokens]) {
      if (typeof token === 'string') {
        for (const tag of token.match(/<\/?\d+\/?>/g) ?? []) found.add(tag);
      } else if (Array.isArray(token)) {
        found.add(`{${String(token[0])}}`);
        const cases: unknown = token[2];
        if (cases && typeof cases === 'object') Object.values(cases).forEach(walk);
      }
    }
  };
  walk((JSON.parse(source) as { messages: { m: unknown } }).messages.m);
  return [...found].sort();
}

describe('message catalogs', () => {
  it('translate every English message into Russian with the same placeholders', async () => {
    const [en, ru] = await Promise.all([read('en'), read('ru')]);
    const ids = Object.keys(en);
    expect(ids.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const id of ids) {
      const source = en[id]?.message ?? en[id]?.translation ?? '';
      const translation = ru[id]?.translation;
      if (!translation) {
        problems.push(`missing: ${source}`);
        continue;
      }
      const want = placeholders(source);
      const have = placeholders(translation);
      if (want.join() !== have.join()) {
        problems.push(`placeholders of "${source}": ${want.join(' ')} ≠ ${have.join(' ')}`);
      }
    }
    for (const id of Object.keys(ru)) {
      if (!(id in en)) problems.push(`not in English: ${ru[id]?.message ?? id}`);
    }
    expect(problems).toEqual([]);
  });
});
