import { encodeLocally } from '@/lib/abi-codec';
import type { PackableAction } from '@/lib/transaction-codec';
import type { PlannedAction } from './plan';

/** The planned actions with their arguments packed by their contracts' ABIs; throws with the packer's message. */
export async function packPlannedActions(
  planned: readonly PlannedAction[],
): Promise<PackableAction[]> {
  return Promise.all(
    planned.map(async (a) => {
      const packed = await encodeLocally(a.abi, a.type, a.args);
      if (!packed.ok) throw new Error(`${a.account}::${a.name}: ${packed.message}`);
      return {
        account: a.account,
        name: a.name,
        authorization: a.authorization,
        data: packed.value,
      };
    }),
  );
}
