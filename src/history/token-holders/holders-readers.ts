import type { NodeClient } from '@/api/node-client';
import { recalledChain } from '@/storage/chain-memory';
import { openHoldersStore, type HoldersStore } from '@/storage/holders-store';
import { HoldersReader } from './holders-reader';

const stores = new Map<string, Promise<HoldersStore>>();
const readers = new Map<string, Promise<HoldersReader>>();

/**
 * The chain's id as this browser last heard it from the node (no request), else from get_info:
 * a repeat visit opens the kept holders without asking the node anything.
 */
async function chainIdOf(node: NodeClient): Promise<string> {
  const recalled = recalledChain(node.baseUrl);
  if (recalled) return recalled.chainId.toLowerCase();
  return (await node.getInfo()).chain_id.toLowerCase();
}

function storeOf(chainId: string): Promise<HoldersStore> {
  let store = stores.get(chainId);
  if (!store) {
    store = openHoldersStore(chainId);
    stores.set(chainId, store);
    store.catch(() => stores.delete(chainId));
  }
  return store;
}

/**
 * One reader per node and token, kept while the tab lives: a run goes on, and its progress
 * stays, while the person visits other pages. Rejects where IndexedDB is unavailable.
 */
export function holdersReader(node: NodeClient, code: string, symbol: string) {
  const key = `${node.baseUrl} ${code}/${symbol}`;
  let reader = readers.get(key);
  if (!reader) {
    reader = (async () => {
      const store = await storeOf(await chainIdOf(node));
      const r = new HoldersReader({ node, store, code, symbol });
      await r.load();
      return r;
    })();
    readers.set(key, reader);
    reader.catch(() => readers.delete(key));
  }
  return reader;
}
