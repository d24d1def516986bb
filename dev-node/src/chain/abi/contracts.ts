import type { CyberwayAbi } from './cyberway-abi.ts';
import { DICE_ABI } from './dice-abi.ts';
import { DOMAIN_ABI } from './domain-abi.ts';
import { MSIG_ABI } from './msig-abi.ts';
import { STAKE_ABI } from './stake-abi.ts';
import { CYBER_ABI, GOVERN_ABI } from './system-abis.ts';
import { TOKEN_ABI } from './token-abi.ts';

/** The ABI of each contract account of the chain (one module per contract). */
export const CONTRACT_ABIS: Readonly<Record<string, CyberwayAbi>> = {
  cyber: CYBER_ABI,
  'cyber.token': TOKEN_ABI,
  'cyber.stake': STAKE_ABI,
  'cyber.domain': DOMAIN_ABI,
  'cyber.govern': GOVERN_ABI,
  'cyber.msig': MSIG_ABI,
  dice: DICE_ABI,
};
