import { pushDraftPath } from '@/lib/push-draft';

/*
 * The builder's address for each everyday staking action, filled as cyber.stake takes it
 * (cyber.stake.abi): amounts as asset strings, percentages and fees in basis points, the token
 * by its symbol code. Each is signed by the acting account's active permission.
 */

const STAKE = 'cyber.stake';

function one(account: string, name: string, actor: string, data: Record<string, unknown>) {
  return pushDraftPath({ actions: [{ account, name, auth: `${actor}@active`, data }] });
}

export const stakeActionPath = {
  transfer: (contract: string, from: string, to: string, quantity: string, memo: string) =>
    one(contract, 'transfer', from, { from, to, quantity, memo }),
  /** Passes `quantity` of the grantor's staked funds to the recipient (a vote). */
  delegatevote: (grantor: string, recipient: string, quantity: string) =>
    one(STAKE, 'delegatevote', grantor, {
      grantor_name: grantor,
      recipient_name: recipient,
      quantity,
    }),
  /** Takes back `pct` basis points of the grant to the recipient. */
  recallvote: (grantor: string, recipient: string, code: string, pct: number) =>
    one(STAKE, 'recallvote', grantor, {
      grantor_name: grantor,
      recipient_name: recipient,
      token_code: code,
      pct,
    }),
  setproxylvl: (account: string, code: string, level: number) =>
    one(STAKE, 'setproxylvl', account, { account, token_code: code, level }),
  /** `fee` in basis points of the agent's rewards. */
  setproxyfee: (account: string, code: string, fee: number) =>
    one(STAKE, 'setproxyfee', account, { account, token_code: code, fee }),
  /** `units`: the minimum own stake in the token's base units (int64). */
  setminstaked: (account: string, code: string, units: string) =>
    one(STAKE, 'setminstaked', account, { account, token_code: code, min_own_staked: units }),
  /** Provided stake taken back from `recipient`, once its depriving window has passed. */
  claim: (grantor: string, recipient: string, code: string) =>
    one(STAKE, 'claim', grantor, {
      grantor_name: grantor,
      recipient_name: recipient,
      token_code: code,
    }),
  /** Unstaked tokens back to the account's balance. */
  withdraw: (account: string, quantity: string) =>
    one(STAKE, 'withdraw', account, { account, quantity }),
};
