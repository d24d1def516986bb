/** Every URL of the app, built in one place. Parameters are encoded; query strings are optional. */
const seg = (v: string | number) => encodeURIComponent(String(v));

function withQuery(
  path: string,
  query?: Record<string, string | number | boolean | undefined | null>,
) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => '/',
  blocks: (before?: number) => withQuery('/blocks', { before }),
  block: (numOrId: string | number) => `/block/${seg(numOrId)}`,
  transaction: (blockNum: number | string, txId: string) =>
    `/block/${seg(blockNum)}/tx/${seg(txId)}`,
  /** A transaction known only by its id: found through the history. */
  transactionById: (txId: string) => `/tx/${seg(txId)}`,
  account: (name: string) => `/account/${seg(name)}`,
  accountActivity: (
    name: string,
    query?: Record<string, string | number | boolean | undefined | null>,
  ) => withQuery(`/account/${seg(name)}/activity`, query),
  accountPermissions: (name: string) => `/account/${seg(name)}/permissions`,
  accountTokens: (name: string) => `/account/${seg(name)}/tokens`,
  accountStaking: (name: string) => `/account/${seg(name)}/staking`,
  accountContract: (name: string) => `/account/${seg(name)}/contract`,
  accountTables: (name: string) => `/account/${seg(name)}/tables`,
  accountTable: (
    name: string,
    table: string,
    query?: Record<string, string | number | boolean | undefined | null>,
  ) => withQuery(`/account/${seg(name)}/tables/${seg(table)}`, query),
  token: (code: string, symbol: string) => `/token/${seg(code)}/${seg(symbol)}`,
  /** A token's holders by balance, as this browser has read them. */
  tokenHolders: (code: string, symbol: string) => `/token/${seg(code)}/${seg(symbol)}/holders`,
  /** The accounts holding a public key, the key as typed. */
  key: (publicKey: string) => `/key/${seg(publicKey)}`,
  producers: (query?: { sort?: string; dir?: string; limit?: number; page?: number }) =>
    withQuery('/producers', query),
  validators: () => '/validators',
  schedule: () => '/schedule',
  deferred: () => '/deferred',
  /** Multisig proposals, filtered by proposer and by an account whose approval is requested. */
  msig: (query?: { proposer?: string; approver?: string }) => withQuery('/msig', query),
  msigProposal: (proposer: string, name: string) => `/msig/${seg(proposer)}/${seg(name)}`,
  peers: () => '/peers',
  nodes: () => '/nodes',
  names: (q?: string) => withQuery('/names', { q }),
  watch: () => '/watch',
  tools: () => '/tools',
  toolsAbi: (query?: { code?: string; action?: string }) => withQuery('/tools/abi', query),
  toolsTransaction: () => '/tools/transaction',
  toolsPush: () => '/tools/push',
  settings: () => '/settings',
  /** What the search box asks the node and the history about: a 64-hex id, a token symbol. */
  search: (q: string) => withQuery('/search', { q }),
} as const;
