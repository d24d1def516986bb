import { t } from '@lingui/core/macro';
import { formatInteger } from './format';
import { paths } from './paths';
import { classifySearch } from './search';

/** One thing typed text could be, offered under the search box while typing. */
export interface Suggestion {
  key: string;
  label: string;
  /** Where choosing it goes; null for a note that cannot be opened. */
  to: string | null;
}

/**
 * What the text could be, the likeliest first, from its form alone (no node is asked while
 * typing): a block number, an id, an account, a domain or a name, a token symbol, a key. Each
 * opens its own page, so a word that is both an account and a token is one choice away either way.
 */
export function suggestSearch(raw: string): Suggestion[] {
  const target = classifySearch(raw.trim());
  switch (target.kind) {
    case 'none':
      return [];
    case 'block':
      return [
        {
          key: 'block',
          label: t`Block ${formatInteger(target.blockNum)}`,
          to: paths.block(target.blockNum),
        },
      ];
    case 'blockId':
      return [
        {
          key: 'id',
          label: t`Block or transaction ${target.blockId.slice(0, 12)}…`,
          to: paths.search(target.blockId),
        },
      ];
    case 'account':
      return [account(target.accountName)];
    case 'key':
      return [
        {
          key: 'key',
          label: t`Accounts holding the key ${target.key.slice(0, 12)}…`,
          to: paths.key(target.key),
        },
      ];
    case 'name':
      return [
        target.name.includes('@')
          ? { key: 'name', label: t`Name ${target.name}`, to: paths.names(target.name) }
          : domain(target.name),
      ];
    case 'word': {
      const list: Suggestion[] = [];
      if (target.symbol) list.push(token(target.symbol));
      if (target.account) list.push(account(target.account));
      if (target.domain) list.push(domain(target.domain));
      // A symbol typed in lower case, as people type: its token last.
      if (!target.symbol && /^[a-z]{1,7}$/i.test(target.word))
        list.push(token(target.word.toUpperCase()));
      return list;
    }
  }
}

const account = (name: string): Suggestion => ({
  key: 'account',
  label: t`Account ${name}`,
  to: paths.account(name),
});

const domain = (name: string): Suggestion => ({
  key: 'domain',
  label: t`Domain ${name}`,
  to: paths.names(name),
});

const token = (symbol: string): Suggestion => ({
  key: 'token',
  label: t`Token ${symbol}`,
  to: paths.search(symbol),
});
